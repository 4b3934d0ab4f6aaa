import { markInterrupted, pruneHistory } from '@/lib/jobs/history';
import { getSettings } from '@/lib/settings/settings-store';

/**
 * At every worker start: a job still marked running belonged to a worker that is gone, so it is
 * marked interrupted (with retry), never left spinning, and old history is pruned. Handlers that
 * start or resume work wait for it. (The bridge prunes its own activity log at the same start,
 * pruneActivityAtStart.) It starts when the worker registers it (registerStartup) or when first
 * awaited, never when a page merely imports this file.
 */
let started: Promise<void> | undefined;

export function startupDone(): Promise<void> {
  started ??= (async () => {
    await markInterrupted();
    const { historyRetentionDays } = await getSettings();
    await pruneHistory(historyRetentionDays);
  })().catch((error: unknown) => console.warn('Start-up housekeeping failed', error));
  return started;
}
