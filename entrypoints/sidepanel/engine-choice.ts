import { defaultEngine } from '@/lib/engines/default-engine';
import type { Engine } from '@/lib/jobs/job-schema';
import { ask } from '@/lib/messaging/messenger';
import type { EngineChoice } from '@/lib/settings/settings-schema';

/** The engine for a new job from the panel: the setting, and whether the background holds a key. */
export async function resolveEngine(choice: EngineChoice): Promise<Engine> {
  if (choice === 'local') return 'local';
  const { hasKey } = await ask('apiKeyStatus', {});
  return defaultEngine(choice, hasKey);
}
