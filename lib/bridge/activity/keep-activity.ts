import { addActivity, pruneActivity } from '@/lib/bridge/activity/activity-log';
import { getSettings } from '@/lib/settings/settings-store';
import type { NewActivityEntry } from '@/lib/bridge/activity/activity-entry';

/** Entries written between two prunes while the worker runs (the start-up housekeeping prunes too). */
const PRUNE_EVERY = 200;
let sincePrune = 0;

const pruneNow = () =>
  getSettings()
    .then((settings) => pruneActivity(settings.historyRetentionDays))
    .catch((error: unknown) => console.warn('The bridge activity log could not be pruned', error));

/** At every worker start, as history is: old activity goes by the same retention (and the cap). */
export const pruneActivityAtStart = (): Promise<number | void> => pruneNow();

/**
 * Writes one entry to the activity log. A worker kept alive by the bridge can run for days, so
 * every so often the log is pruned here too, by the retention and the cap, without holding up
 * the answer.
 */
export async function keepActivity(entry: NewActivityEntry): Promise<void> {
  await addActivity(entry);
  sincePrune += 1;
  if (sincePrune < PRUNE_EVERY) return;
  sincePrune = 0;
  void pruneNow();
}
