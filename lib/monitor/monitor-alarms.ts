import { browser } from 'wxt/browser';
import { getMonitor, listMonitors } from '@/lib/monitor/monitor-store';
import type { LocalMonitor, MonitorCheck } from '@/lib/monitor/monitor-schema';
import { runCheck } from '@/lib/monitor/run-check';
import { isDue, periodMinutes } from '@/lib/monitor/schedule';
import { tellAboutCheck } from '@/lib/monitor/monitor-notify';
import { startupDone } from '@/lib/jobs/housekeeping';

const PREFIX = 'monitor:';
/** An alarm may fire a little early; a monitor this close to its time counts as due. */
const EARLY_MS = 5_000;

/**
 * One alarm per active monitor, at its next check time; interval schedules repeat at their period
 * (so a browser that slept still wakes the worker), a daily one is set anew after each check as
 * days differ in length across daylight-saving changes.
 */
export async function scheduleAlarm(monitor: LocalMonitor): Promise<void> {
  const name = PREFIX + monitor.id;
  if (monitor.status !== 'active') {
    await browser.alarms.clear(name);
    return;
  }
  const period = periodMinutes(monitor.schedule);
  await browser.alarms.create(name, {
    when: Math.max(monitor.nextCheckAt, Date.now() + 1000),
    ...(period ? { periodInMinutes: period } : {}),
  });
}

export const clearAlarm = (monitorId: string) => browser.alarms.clear(PREFIX + monitorId);

/** Runs a check, sets the next alarm and tells the user what it found. */
export async function checkAndTell(monitorId: string, trigger: MonitorCheck['trigger']): Promise<MonitorCheck> {
  const outcome = await runCheck(monitorId, trigger);
  await scheduleAlarm(outcome.monitor);
  await tellAboutCheck(outcome);
  return outcome.check;
}

async function onDue(monitorId: string, trigger: MonitorCheck['trigger']): Promise<void> {
  const monitor = await getMonitor(monitorId);
  if (!monitor) return void (await clearAlarm(monitorId));
  // Already checked for this time (the start-up sweep, "Check now", or an alarm that fired late).
  if (monitor.status !== 'active' || !isDue(monitor.nextCheckAt, Date.now() + EARLY_MS)) return;
  await checkAndTell(monitorId, trigger);
}

/**
 * At every worker start: a monitor whose time passed while the browser was closed is checked
 * once (the next time is then counted from now, so missed periods are not replayed), and every
 * active monitor gets its alarm back if the browser dropped it (alarms may not survive a restart
 * or an update; the monitors, in IndexedDB, do).
 */
async function sweep(): Promise<void> {
  await startupDone();
  const alarms = new Set((await browser.alarms.getAll()).map((a) => a.name));
  const due: string[] = [];
  for (const monitor of await listMonitors()) {
    if (monitor.status !== 'active') continue;
    if (isDue(monitor.nextCheckAt, Date.now())) due.push(monitor.id);
    else if (!alarms.has(PREFIX + monitor.id)) await scheduleAlarm(monitor);
  }
  for (const id of due) await onDue(id, 'startup').catch((e: unknown) => console.warn('Monitor check failed', e));
}

export function registerMonitorAlarms(): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name.startsWith(PREFIX))
      void onDue(alarm.name.slice(PREFIX.length), 'scheduled').catch((e: unknown) =>
        console.warn('Monitor check failed', e),
      );
  });
  void sweep().catch((e: unknown) => console.warn('Monitor start-up sweep failed', e));
}
