import { errorData, type ApiErrorData } from '@/lib/api/api-error';
import type { BatchJob } from '@/lib/jobs/job-schema';
import { finishItem, markItems, readItems, updateBatch, type ItemOutcome } from '@/lib/jobs/batch-store';
import { isItemFinished, type BatchItem } from '@/lib/jobs/batch-schema';
import { t } from '@/lib/i18n/t';
import { cancelledError, isCancellation } from '@/lib/api/cancellation';

/** What an engine gets to run a batch's open pages. */
export interface BatchContext {
  signal: AbortSignal;
  /** Keeps one page's outcome; false when it was already kept (a page is kept once). */
  finish(index: number, outcome: ItemOutcome): Promise<boolean>;
  mark: (indexes: readonly number[], change: Parameters<typeof markItems>[2]) => Promise<void>;
  /** Remembers the service's batch id, so a restarted worker polls it instead of starting anew. */
  setRemoteId(id: string): Promise<void>;
}

/** Runs the open (unfinished) pages of a batch to their end; rejects only when the whole batch fails. */
export interface BatchEngine {
  run(batch: BatchJob, open: BatchItem[], ctx: BatchContext): Promise<void>;
}

const running = new Map<string, AbortController>();

export const isBatchRunning = (batchId: string) => running.has(batchId);

/**
 * Runs (or resumes) a batch: every page not yet finished goes to the engine; finished pages are
 * never touched again. Its state lives in history, so after a worker or browser restart the same
 * call picks up where the last one stopped. At most one run per batch in a worker.
 */
export async function runBatch(batchId: string, engineFor: (batch: BatchJob) => BatchEngine): Promise<void> {
  if (running.has(batchId)) return;
  const controller = new AbortController();
  running.set(batchId, controller);
  try {
    const batch = await updateBatch(batchId, () => ({ status: 'running', finishedAt: undefined, error: undefined }));
    if (!batch) return;
    const open = (await readItems(batchId)).filter((item) => !isItemFinished(item));
    const ctx: BatchContext = {
      signal: controller.signal,
      finish: (index, outcome) => finishItem(batchId, index, outcome),
      mark: (indexes, change) => markItems(batchId, indexes, change),
      setRemoteId: async (remoteId) => void (await updateBatch(batchId, () => ({ remoteId }))),
    };
    try {
      await engineFor(batch).run(batch, open, ctx);
      controller.signal.throwIfAborted();
      await endBatch(batchId, 'done');
    } catch (error) {
      if (isCancellation(error, controller.signal)) await endBatch(batchId, 'cancelled', cancelledBeforeRead());
      else await endBatch(batchId, 'failed', errorData(error));
    }
  } finally {
    running.delete(batchId);
  }
}

/** What a page left unread by a cancel says. */
export const cancelledBeforeRead = (): ApiErrorData => ({
  kind: 'aborted',
  message: t('batch_cancelledBeforeRead'),
  retryable: true,
});

/**
 * Ends a batch: pages still open take the batch's end (cancelled, or the failure that stopped
 * the whole batch, each with its reason), then the batch's own status.
 */
export async function endBatch(
  batchId: string,
  status: 'done' | 'cancelled' | 'failed',
  error?: ApiErrorData,
): Promise<void> {
  if (error) {
    for (const item of (await readItems(batchId)).filter((i) => !isItemFinished(i))) {
      await finishItem(batchId, item.index, { status: status === 'cancelled' ? 'cancelled' : 'failed', error });
    }
  }
  const now = Date.now();
  await updateBatch(batchId, () => ({
    status,
    finishedAt: now,
    progress: undefined,
    error: status === 'done' ? undefined : error,
  }));
}

/** Stops a batch this worker runs; false when none runs here. */
export function cancelBatch(batchId: string): boolean {
  const controller = running.get(batchId);
  controller?.abort(cancelledError());
  return Boolean(controller);
}
