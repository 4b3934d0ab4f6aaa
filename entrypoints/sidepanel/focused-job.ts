import { focusedJobItem, focusedJobSchema } from '@/lib/browser/side-panel';

/**
 * Follows the job the background wants shown (set when it opens the panel on a job): calls
 * `open` with the one set recently before the panel loaded, and with every later one.
 */
export function watchFocusedJob(open: (jobId: string) => void): () => void {
  const take = (value: unknown, maxAgeMs: number) => {
    const parsed = focusedJobSchema.safeParse(value);
    if (parsed.success && parsed.data && Date.now() - parsed.data.at < maxAgeMs) open(parsed.data.jobId);
  };
  // Only on a bare panel: a hash in the URL (#/history...) is what the user asked for.
  if (!location.hash || location.hash === '#' || location.hash === '#/') {
    void focusedJobItem.getValue().then(
      (value) => take(value, 10_000),
      () => undefined,
    );
  }
  return focusedJobItem.watch((value) => take(value, 60_000));
}
