// Schedule text as the service reads it, turned into the cron it stores (the Monitor answer
// carries cron and timezone only); the next run is estimated from the cron's step.
export function cronOf(schedule: { cron?: string; text?: string }): string {
  if (schedule.cron) return schedule.cron.trim();
  const text = (schedule.text ?? '').trim().toLowerCase();
  let m: RegExpExecArray | null;
  if ((m = /^every (\d+) minutes?(?: starting at :(\d{2}))?$/.exec(text)))
    return `${m[2] ? `${Number(m[2]) % Number(m[1])}-59` : '*'}/${m[1]} * * * *`;
  if (text === 'hourly') return '0 * * * *';
  if ((m = /^every (\d+) hours?$/.exec(text))) return `0 */${m[1]} * * *`;
  if ((m = /^daily at (\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/.exec(text))) {
    const hour = (Number(m[1]) % 12) + (m[3] === 'pm' ? 12 : m[3] === 'am' ? 0 : Number(m[1]) === 12 ? 12 : 0);
    return `${Number(m[2] ?? 0)} ${m[3] ? hour : Number(m[1])} * * *`;
  }
  if (text === 'daily') return '0 0 * * *';
  return '0 0 * * 0'; // weekly
}

/** Minutes between runs of the cron (its minute or hour step; a day, or a week for day-of-week crons). */
export function intervalMinutes(cron: string): number {
  const [minute = '', hour = '', , , weekday = '*'] = cron.split(/\s+/);
  const step = (field: string) => Number(/\/(\d+)$/.exec(field)?.[1] ?? NaN);
  if (!Number.isNaN(step(minute))) return step(minute);
  if (hour === '*') return 60;
  if (!Number.isNaN(step(hour))) return step(hour) * 60;
  return weekday === '*' ? 24 * 60 : 7 * 24 * 60;
}

export const nextRunAt = (cron: string, from = Date.now()) =>
  new Date(from + intervalMinutes(cron) * 60_000).toISOString();
