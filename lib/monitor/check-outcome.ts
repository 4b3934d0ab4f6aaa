import type { ApiErrorData } from '@/lib/api/api-error';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import { isChange } from '@/lib/monitor/change-rules';
import { summarizeChange } from '@/lib/monitor/change-summary';
import type { CheckStatus, LocalMonitor, MonitorCheck, MonitorContent } from '@/lib/monitor/monitor-schema';
import { httpStatusError, isGoneStatus, isHttpError } from '@/lib/api/http-status';
import { nextCheckAfter, retryAt } from '@/lib/monitor/schedule';
import { pageTitle } from '@/lib/api/page-metadata';

export interface CheckOutcome {
  monitor: LocalMonitor;
  check: MonitorCheck;
  /** Stored only when the page is new or changed. */
  content?: MonitorContent;
}

type Trigger = MonitorCheck['trigger'];

/**
 * A successful read compared with the content of the last new or changed check, under the
 * monitor's change rule. The next check time comes from the schedule, counted from now.
 */
export function outcomeOfRead(
  monitor: LocalMonitor,
  previous: { seq: number; content: MonitorContent } | undefined,
  result: ParseData,
  now: number,
  trigger: Trigger,
): CheckOutcome {
  const statusCode = result.metadata?.statusCode;
  // A server error or a refusal says nothing about the page: a failure, retried with back-off.
  if (isHttpError(statusCode) && !isGoneStatus(statusCode))
    return outcomeOfFailure(monitor, httpStatusError(statusCode), now, trigger);
  const seq = monitor.lastSeq + 1;
  const markdown = result.markdown ?? '';
  const before = previous?.content.result.markdown ?? '';
  const status = checkStatus(monitor, previous, result);
  const change = status === 'changed' ? summarizeChange(before, markdown, monitor.request.url) : undefined;
  const check: MonitorCheck = {
    monitorId: monitor.id,
    seq,
    at: now,
    trigger,
    status,
    summary: change && { added: change.added, removed: change.removed, firstChangedLine: change.firstChangedLine },
    ...(status === 'removed' && typeof statusCode === 'number' && { statusCode }),
    contentSeq: status === 'same' ? previous?.seq : seq,
  };
  return {
    monitor: {
      ...monitor,
      lastSeq: seq,
      lastCheck: check,
      failures: 0,
      updatedAt: now,
      nextCheckAt: nextCheckAfter(monitor.schedule, monitor.createdAt, now),
      unseen: monitor.unseen + (status === 'changed' || status === 'removed' ? 1 : 0),
      // An error page's title ("Not found") is not the page's.
      title: monitor.title ?? (status === 'removed' ? undefined : pageTitle(result.metadata)),
    },
    check,
    content: status === 'same' ? undefined : { result, diff: change?.diff },
  };
}

/**
 * The service's change status: a page that starts answering 404 or 410 is `removed` (and the same
 * while it stays gone); otherwise the text is compared under the change rule.
 */
function checkStatus(
  monitor: LocalMonitor,
  previous: { content: MonitorContent } | undefined,
  result: ParseData,
): Exclude<CheckStatus, 'failed'> {
  const gone = isGoneStatus(result.metadata?.statusCode);
  const wasGone = isGoneStatus(previous?.content.result.metadata?.statusCode);
  if (gone) return previous && wasGone ? 'same' : 'removed';
  if (!previous) return 'new';
  const before = previous.content.result.markdown ?? '';
  return wasGone || isChange(before, result.markdown ?? '', monitor.changeRule) ? 'changed' : 'same';
}

/** A failed read: kept as a failed check, and tried again with back-off (never dropped). */
export function outcomeOfFailure(
  monitor: LocalMonitor,
  error: ApiErrorData,
  now: number,
  trigger: Trigger,
): CheckOutcome {
  const seq = monitor.lastSeq + 1;
  const failures = monitor.failures + 1;
  const check: MonitorCheck = { monitorId: monitor.id, seq, at: now, trigger, status: 'failed', error };
  const scheduled = nextCheckAfter(monitor.schedule, monitor.createdAt, now);
  return {
    monitor: {
      ...monitor,
      lastSeq: seq,
      lastCheck: check,
      failures,
      updatedAt: now,
      nextCheckAt: retryAt(failures, now, scheduled),
    },
    check,
  };
}
