import { registerMonitorAlarms } from '@/lib/monitor/monitor-alarms';
import { registerMonitorHandlers } from '@/lib/monitor/monitor-handlers';
import { registerMonitorNotifications } from '@/lib/monitor/monitor-notify';
import { registerRemoteMonitorHandlers } from '@/lib/monitor/remote-monitor-handlers';

/** The background's part of monitors: local ones (messages, alarms, notifications) and the service's. */
export function registerMonitors(): void {
  registerMonitorHandlers();
  registerMonitorNotifications();
  registerMonitorAlarms();
  registerRemoteMonitorHandlers();
}
