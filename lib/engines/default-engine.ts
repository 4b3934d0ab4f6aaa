import type { Engine } from '../jobs/job-schema';
import { getApiKey } from '../settings/api-key-store';
import type { Settings } from '../settings/settings-schema';

/** The engine a command uses when the user did not pick one: local until a key is set. */
export async function chooseEngine(settings: Settings): Promise<Engine> {
  if (settings.engine !== 'auto') return settings.engine;
  return (await getApiKey()) ? 'remote' : 'local';
}
