import { markInterrupted, pruneHistory } from '@/lib/history/history';
import { pruneActivity } from '@/lib/history/activity-log';
import { getSettings } from '@/lib/settings/settings-store';

/**
 * At every worker start: a job still marked running belonged to a worker that is gone, so it is
 * marked interrupted (with retry), never left spinning; old history and old bridge activity are
 * pruned. Handlers that start or resume work wait for it.
 */
export const startupDone: Promise<void> = (async () => {
  await markInterrupted();
  const { historyRetentionDays } = await getSettings();
  await pruneHistory(historyRetentionDays);
  await pruneActivity(historyRetentionDays);
})().catch((error: unknown) => console.warn('Start-up housekeeping failed', error));
