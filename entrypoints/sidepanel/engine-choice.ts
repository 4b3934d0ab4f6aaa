import type { Engine } from '@/lib/jobs/job-schema';
import { ask } from '@/lib/messaging/messenger';
import type { EngineChoice } from '@/lib/settings/settings-schema';

/** remote when chosen, or on auto once a key is set; local otherwise (no key, no network). */
export const chooseEngine = (choice: EngineChoice, hasKey: boolean): Engine =>
  choice === 'remote' || (choice === 'auto' && hasKey) ? 'remote' : 'local';

/** The engine for a new job: only "auto" needs to ask the background whether a key is set. */
export async function resolveEngine(choice: EngineChoice): Promise<Engine> {
  if (choice !== 'auto') return chooseEngine(choice, false);
  const { hasKey } = await ask('apiKeyStatus', {});
  return chooseEngine(choice, hasKey);
}
