import type { TokenUsagePeriod } from '@/lib/api/schemas/token-usage';

export interface UsageMonth {
  /** YYYY-MM of the period's start (UTC), the month's identity. */
  month: string;
  label: string;
  /** endDate null: the current month, still counting. */
  inProgress: boolean;
  /** Tokens per series key (a masked API key, or ALL_KEYS). */
  byKey: Record<string, number>;
  total: number;
}

export interface UsageSeries {
  months: UsageMonth[];
  /** Series in first-seen order: one per API key, or just ALL_KEYS. */
  keys: string[];
  /** The tallest month's total, for the chart's scale (at least 1). */
  max: number;
}

export const ALL_KEYS = 'all';

/**
 * An API key shown safely: its first 3 and last 4 characters. Usage answers may carry whole keys
 * or the key's display name ("CI key"); a name has a space, which no key has, and is shown as is.
 */
export const maskKey = (key: string) =>
  /\s/.test(key.trim()) ? key.trim() : key.length <= 8 ? '•'.repeat(key.length) : `${key.slice(0, 3)}…${key.slice(-4)}`;

const monthLabel = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * Shapes the token-usage periods into months (oldest first) with one value per series. Periods
 * of the same month (one per key) are merged; an unparsable date is skipped, not guessed.
 */
export function shapeUsage(periods: TokenUsagePeriod[], byApiKey: boolean): UsageSeries {
  const months = new Map<string, UsageMonth>();
  const keys: string[] = [];
  for (const period of periods) {
    const start = new Date(period.startDate);
    if (Number.isNaN(start.getTime())) continue;
    const month = start.toISOString().slice(0, 7);
    const key = byApiKey && period.apiKey ? maskKey(period.apiKey) : ALL_KEYS;
    if (!keys.includes(key)) keys.push(key);
    const entry = months.get(month) ?? {
      month,
      label: monthLabel.format(start),
      inProgress: false,
      byKey: {},
      total: 0,
    };
    entry.byKey[key] = (entry.byKey[key] ?? 0) + period.tokens;
    entry.total += period.tokens;
    entry.inProgress ||= period.endDate === null;
    months.set(month, entry);
  }
  const sorted = [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
  return { months: sorted, keys, max: Math.max(1, ...sorted.map((m) => m.total)) };
}

/** Stacked segments of one month: y from the bottom and height, in chart units (0..height). */
export function stackMonth(month: UsageMonth, keys: string[], max: number, height: number) {
  let base = 0;
  return keys.map((key, index) => {
    const value = month.byKey[key] ?? 0;
    const h = (value / max) * height;
    const segment = { key, index, value, y: height - base - h, height: h };
    base += h;
    return segment;
  });
}

export const formatTokens = (n: number) => new Intl.NumberFormat().format(n);
