import { ApiError, errorData } from '@/lib/api/api-error';
import { keepAliveWhile } from '@/lib/browser/keep-alive';
import { getMonitor, latestContent, recordCheck } from '@/lib/monitor/monitor-store';
import { getSettings } from '@/lib/settings/settings-store';
import { outcomeOfFailure, outcomeOfRead, type CheckOutcome } from '@/lib/monitor/check-outcome';
import type { MonitorCheck } from '@/lib/monitor/monitor-schema';
import { readWatchedPage } from '@/lib/monitor/read-page';
import { t } from '@/lib/i18n/t';

const CHECK_TIMEOUT_MS = 120_000;
/** Checks read pages in tabs: at most this many at once, however many monitors fall due together. */
const AT_ONCE = 2;
const running = new Map<string, Promise<CheckOutcome>>();
let active = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (active >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  active++;
  try {
    return await work();
  } finally {
    active--;
    waiting.shift()?.();
  }
}

/**
 * Runs one check of a local monitor and records it. A check already running for the monitor is
 * joined, not doubled (an alarm and "Check now" at once, or the start-up sweep and an alarm).
 */
export function runCheck(monitorId: string, trigger: MonitorCheck['trigger']): Promise<CheckOutcome> {
  const current = running.get(monitorId);
  if (current) return current;
  const check = keepAliveWhile(() => inTurn(() => checkOnce(monitorId, trigger))).finally(() =>
    running.delete(monitorId),
  );
  running.set(monitorId, check);
  return check;
}

async function checkOnce(monitorId: string, trigger: MonitorCheck['trigger']): Promise<CheckOutcome> {
  const monitor = await getMonitor(monitorId);
  if (!monitor) throw new ApiError({ kind: 'not-found', message: t('monitor_gone') });
  const [previous, settings] = await Promise.all([latestContent(monitorId), getSettings()]);
  let outcome: CheckOutcome;
  try {
    const result = await readWatchedPage(monitor.request, AbortSignal.timeout(CHECK_TIMEOUT_MS));
    outcome = outcomeOfRead(monitor, previous, result, Date.now(), trigger);
  } catch (error) {
    outcome = outcomeOfFailure(monitor, errorData(error), Date.now(), trigger);
  }
  // The user may have paused or edited it meanwhile: keep their choices, add the check.
  const latest = (await getMonitor(monitorId)) ?? monitor;
  const merged = {
    ...outcome.monitor,
    status: latest.status,
    schedule: latest.schedule,
    changeRule: latest.changeRule,
    request: latest.request,
    title: latest.title ?? outcome.monitor.title,
    name: latest.name,
  };
  await recordCheck(merged, outcome.check, outcome.content, settings.monitorChecksKept);
  return { ...outcome, monitor: merged };
}
