import type { RetryNotice } from '@/lib/api/retry-policy';
import type { JobProgress } from '@/lib/jobs/job-schema';

/**
 * A wait before another try as job progress: the reason, and when the next try starts. The time
 * is written once; views count down to it (a message with "8 s" in it would stay at 8 s).
 */
export const retryProgress =
  (report: (progress: JobProgress) => void) =>
  ({ delayMs, reason }: RetryNotice): void =>
    report({ message: reason, retryAt: Date.now() + delayMs });
