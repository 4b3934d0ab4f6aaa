import { ApiError } from '@/lib/api/api-error';
import { unscriptableReason } from '@/lib/browser/tabs';
import { deleteMonitor, getMonitor, listMonitors, saveMonitor } from '@/lib/monitor/monitor-store';
import { handle } from '@/lib/messaging/handle';
import { monitorMessages } from '@/lib/monitor/monitor-protocol';
import { t } from '@/lib/i18n/t';
import type { LocalMonitor, MonitorSetup } from '@/lib/monitor/monitor-schema';
import { nextCheckAfter } from '@/lib/monitor/schedule';
import { checkAndTell, clearAlarm, scheduleAlarm } from '@/lib/monitor/monitor-alarms';
import { refreshUnseenBadge } from '@/lib/monitor/monitor-notify';

const missing = () =>
  new ApiError({
    kind: 'not-found',
    message: t('monitor_deletedElsewhere'),
  });

export async function createMonitor(setup: MonitorSetup): Promise<LocalMonitor> {
  const refusal = unscriptableReason(setup.request.url, 'local');
  if (refusal)
    throw new ApiError({ kind: 'invalid-request', message: refusal, details: [{ field: 'url', message: refusal }] });
  const now = Date.now();
  const monitor: LocalMonitor = {
    ...setup,
    id: crypto.randomUUID(),
    status: 'active',
    createdAt: now,
    updatedAt: now,
    // Due at once: the first check (the baseline) runs now, and the start-up sweep reruns it
    // if the worker stops before it is recorded.
    nextCheckAt: now,
    failures: 0,
    lastSeq: 0,
    unseen: 0,
  };
  await saveMonitor(monitor);
  await scheduleAlarm(monitor);
  // The first check is the baseline later ones compare with.
  void checkAndTell(monitor.id, 'created').catch((e: unknown) => console.warn('First monitor check failed', e));
  return monitor;
}

async function updateMonitor({
  monitorId,
  ...change
}: Partial<Omit<LocalMonitor, 'id'>> & { monitorId: string }): Promise<LocalMonitor> {
  const monitor = await getMonitor(monitorId);
  if (!monitor) throw missing();
  const now = Date.now();
  const next: LocalMonitor = { ...monitor, ...change, updatedAt: now };
  // A new schedule, or a resumed monitor, counts from now; a paused one keeps no alarm.
  if (change.schedule || (change.status === 'active' && monitor.status === 'paused')) {
    next.createdAt = change.schedule ? now : monitor.createdAt;
    next.nextCheckAt = nextCheckAfter(next.schedule, next.createdAt, now);
  }
  await saveMonitor(next);
  await scheduleAlarm(next);
  return next;
}

async function markSeen(): Promise<{ unseen: number }> {
  for (const monitor of await listMonitors()) if (monitor.unseen) await saveMonitor({ ...monitor, unseen: 0 });
  return { unseen: await refreshUnseenBadge() };
}

export function registerMonitorHandlers(): void {
  handle(monitorMessages, 'createMonitor', createMonitor);
  handle(monitorMessages, 'updateMonitor', updateMonitor);
  handle(monitorMessages, 'deleteMonitor', async ({ monitorId }) => {
    await clearAlarm(monitorId);
    await deleteMonitor(monitorId);
    await refreshUnseenBadge();
    return { deleted: true };
  });
  handle(monitorMessages, 'checkMonitorNow', async ({ monitorId }) => {
    if (!(await getMonitor(monitorId))) throw missing();
    return checkAndTell(monitorId, 'manual');
  });
  handle(monitorMessages, 'markMonitorsSeen', markSeen);
}
