import type { Engine } from '@/lib/jobs/job-schema';
import type { EngineChoice } from '@/lib/settings/settings-schema';

/**
 * The engine a job uses when the user did not pick one, from the "Default engine" setting and
 * whether a key is set. The one place this rule lives (popup, side panel, context menu and
 * shortcut all ask here): local when chosen; remote when chosen or on auto, but only with a key,
 * since the remote engine cannot answer without one; local otherwise (no key, no network).
 */
export const defaultEngine = (setting: EngineChoice, hasKey: boolean): Engine =>
  setting !== 'local' && hasKey ? 'remote' : 'local';
