import { z } from 'zod';
import { instantOf, isTimeZone, nextDay, wallClock } from '@/lib/monitor/time-zone';
import { t } from '@/lib/i18n/t';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Hours between checks of an "every N hours" schedule, which the form shows as well. */
export const EVERY_HOURS = { min: 2, max: 24 } as const;

/** How often a local monitor checks its page. Daily times are read in the user's time zone. */
export const scheduleSchema = z.discriminatedUnion('every', [
  z.object({ every: z.literal('15min') }),
  z.object({ every: z.literal('hour') }),
  z.object({
    every: z.literal('hours'),
    hours: z
      .int()
      .min(EVERY_HOURS.min, t('monitorSchema_everyHours'))
      .max(EVERY_HOURS.max, t('monitorSchema_everyHours')),
  }),
  z.object({
    every: z.literal('day'),
    at: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, t('monitorSchema_time')),
    timeZone: z.string().refine(isTimeZone, t('monitorSchema_timeZone')),
  }),
]);
export type Schedule = z.infer<typeof scheduleSchema>;

/** The fixed period of an interval schedule in minutes; undefined for a daily one (days vary in length). */
export function periodMinutes(schedule: Schedule): number | undefined {
  if (schedule.every === '15min') return 15;
  if (schedule.every === 'hour') return 60;
  if (schedule.every === 'hours') return schedule.hours * 60;
  return undefined;
}

/**
 * The first check strictly after `after`. Interval schedules keep to the grid that starts at
 * `anchor` (the monitor's creation), so a late or manual check does not shift later ones; a daily
 * schedule checks at its wall-clock time in its zone, across daylight-saving changes.
 */
export function nextCheckAfter(schedule: Schedule, anchor: number, after: number): number {
  const period = periodMinutes(schedule);
  if (period !== undefined) {
    const ms = period * MINUTE;
    if (after < anchor) return anchor;
    return anchor + (Math.floor((after - anchor) / ms) + 1) * ms;
  }
  if (schedule.every !== 'day') throw new Error('unreachable');
  const [hour, minute] = schedule.at.split(':').map(Number) as [number, number];
  let date = wallClock(after, schedule.timeZone) as { year: number; month: number; day: number };
  for (let i = 0; i < 3; i++, date = nextDay(date)) {
    const at = instantOf(date, hour, minute, schedule.timeZone);
    if (at > after) return at;
  }
  throw new Error(t('monitor_noDailyTime'));
}

/**
 * Checks missed while the browser was closed run once, not once per missed period: a monitor is
 * due when its next check time has passed, and after that one check the next time is computed
 * from the time it ran.
 */
export const isDue = (nextCheckAt: number, now: number): boolean => nextCheckAt <= now;

/**
 * When to try again after `failures` failed checks in a row: 1, 2, 4 … minutes, at most an
 * hour, and never later than the next scheduled check.
 */
export function retryAt(failures: number, now: number, scheduledNext: number): number {
  const wait = Math.min(HOUR, MINUTE * 2 ** Math.max(0, failures - 1));
  return Math.min(scheduledNext, now + wait);
}
