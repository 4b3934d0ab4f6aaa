import { t } from '@/lib/i18n/t';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A date and time for people, in their locale; an unparsable value is shown as given. */
export function formatDateTime(value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateTime.format(date);
}

const preciseDateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A date and time to the second, for logs where requests come seconds apart. */
export function formatDateTimeSeconds(value: number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : preciseDateTime.format(date);
}

/** "3 h 12 min" until `ms` from now; "" once past. */
export function formatRemaining(ms: number): string {
  if (ms <= 0) return '';
  const minutes = Math.ceil(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? t('result_remainingHours', hours, minutes % 60) : t('result_remainingMinutes', minutes);
}

/** The day in a file name, "2026-11-24" (UTC), so saved files sort by date. */
export const dateStamp = (at: Date = new Date()): string => at.toISOString().slice(0, 10);
