import { formatDateTime } from '@/lib/i18n/format-date';
import { t } from '@/lib/i18n/t';
import { httpStatusText } from '@/lib/api/http-status';
import { tPlural } from '@/lib/i18n/t-plural';
import type { LocalMonitor, MonitorCheck } from '@/lib/monitor/monitor-schema';
import type { Schedule } from '@/lib/monitor/schedule';

export function scheduleText(schedule: Schedule): string {
  if (schedule.every === 'hours') return tPlural('monitor_everyNHours', schedule.hours);
  if (schedule.every === 'day') return t('monitor_dailyAt', schedule.at, schedule.timeZone);
  return schedule.every === '15min' ? t('monitor_every_15min') : t('monitor_every_hour');
}

export const nextCheckText = (monitor: LocalMonitor) =>
  monitor.status === 'paused' ? t('monitor_paused') : formatDateTime(monitor.nextCheckAt);

/** A check's outcome in a few words: "Changed: 2 added, 1 removed". */
export function checkText(check: MonitorCheck): string {
  if (check.status === 'changed' && check.summary)
    return `${t('monitor_status_changed')}: ${t('result_diffStats', check.summary.added, check.summary.removed)}`;
  if (check.status === 'removed')
    return check.statusCode
      ? t('monitor_removedStatus', httpStatusText(check.statusCode))
      : t('monitor_status_removed');
  if (check.status === 'failed') return `${t('monitor_status_failed')}: ${check.error?.message ?? ''}`;
  return t(check.status === 'new' ? 'monitor_status_new' : 'monitor_status_same');
}
