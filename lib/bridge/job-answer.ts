import type { ApiErrorData } from '@/lib/api/api-error-schema';
import { t } from '@/lib/i18n/t';
import type { Job } from '@/lib/jobs/job-schema';
import type { BridgeAnswer } from '@/lib/bridge/bridge-request-schema';
import { errorAnswer, failure } from '@/lib/bridge/error-answer';
import { withDeadline, type RouteContext } from '@/lib/bridge/route-context';
import { serviceData } from '@/lib/bridge/service-data';
import type { ApiVersion } from '@/lib/bridge/service-wording';

/** Beyond a request's own timeout, the time a job may take to start (a tab to open, a worker to wake). */
export const JOB_MARGIN_MS = 15_000;

const interrupted = (): ApiErrorData => ({ kind: 'bad-response', message: t('bridge_interrupted'), retryable: true });

/** An ended job as the service's answer: its result as `data`, or its error by kind. */
export function jobAnswer(job: Job, version: ApiVersion): BridgeAnswer {
  switch (job.status) {
    case 'done':
      return { status: 200, body: { success: true, data: serviceData(job.result ?? {}, version) } };
    case 'failed':
      return errorAnswer(job.error ?? interrupted());
    case 'cancelled':
      return errorAnswer({ kind: 'aborted', message: t('bridge_cancelled'), retryable: false });
    default:
      return failure(500, t('bridge_interrupted'), 'UNKNOWN_ERROR');
  }
}

/**
 * Waits for a scrape or parse job and answers with it. The job has its own timeout; past it and a
 * margin the client gets the service's 408 (the job itself stays in History). A client that has gone
 * (its signal aborts) ends the wait.
 */
export async function waitForAnswer(ctx: RouteContext, jobId: string, timeoutMs: number): Promise<BridgeAnswer> {
  const ended = await withDeadline(ctx, timeoutMs + JOB_MARGIN_MS, (signal) => ctx.deps.waitForJob(jobId, signal));
  return ended ? jobAnswer(ended.value, ctx.version) : timeoutAnswer(timeoutMs);
}

/** The service's 408 for work that outlived its timeout. */
export const timeoutAnswer = (timeoutMs: number): BridgeAnswer =>
  errorAnswer({ kind: 'timeout', message: t('bridge_timeout', timeoutMs / 1000), retryable: true });
