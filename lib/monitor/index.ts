/**
 * Monitors: pages checked on a schedule, locally or as the service's /v2/monitor. The other
 * features reach it only through this file.
 */
export { registerMonitors } from '@/lib/monitor/register-monitors';
export { createWatchMenuItem, watchMenuClicked } from '@/lib/monitor/monitor-menu';
