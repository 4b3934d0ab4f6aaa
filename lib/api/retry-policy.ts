import { z } from 'zod';

/** Bounds on retrying 408, 429 and 5xx: attempts, and total time spent waiting. */
export const retryPolicySchema = z.object({
  maxAttempts: z.int().min(1).max(10).default(4),
  maxTotalWaitMs: z.int().min(0).default(90_000),
  baseDelayMs: z.int().min(0).default(1_000),
  maxDelayMs: z.int().min(0).default(30_000),
});
export type RetryPolicy = z.infer<typeof retryPolicySchema>;
export type RetryPolicyInput = z.input<typeof retryPolicySchema>;

/** Told before each wait, so a view can say "rate limited, trying again in 3 s". */
export interface RetryNotice {
  attempt: number;
  delayMs: number;
  reason: string;
}
