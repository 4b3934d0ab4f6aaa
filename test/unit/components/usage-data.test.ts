import { describe, expect, it } from 'vitest';
import { ALL_KEYS, maskKey, shapeUsage, stackMonth } from '@/components/usage-chart/usage-data';

const period = (
  startDate: string,
  tokens: number,
  apiKey?: string,
  endDate: string | null = '2026-01-31T23:59:59Z',
) => ({ startDate, endDate, apiKey, tokens });

describe('shapeUsage', () => {
  const periods = [
    period('2026-03-01T00:00:00Z', 50, 'fc-aaaaaaaaaaaa1111', null),
    period('2026-01-01T00:00:00Z', 100, 'fc-aaaaaaaaaaaa1111'),
    period('2026-01-01T00:00:00Z', 30, 'fc-bbbbbbbbbbbb2222'),
    period('not a date', 999),
  ];

  it('merges a month across keys, sorts oldest first, marks the month in progress', () => {
    const series = shapeUsage(periods, false);
    expect(series.keys).toEqual([ALL_KEYS]);
    expect(series.months.map((m) => [m.month, m.total, m.inProgress])).toEqual([
      ['2026-01', 130, false],
      ['2026-03', 50, true],
    ]);
    expect(series.max).toBe(130);
  });

  it('splits per masked API key, never showing a whole key', () => {
    const series = shapeUsage(periods, true);
    expect(series.keys).toEqual(['fc-…1111', 'fc-…2222']);
    expect(series.months[0]!.byKey).toEqual({ 'fc-…1111': 100, 'fc-…2222': 30 });
    expect(JSON.stringify(series)).not.toContain('aaaaaaaa');
    expect(maskKey('short')).toBe('•••••');
    expect(maskKey('CI key')).toBe('CI key'); // a display name, as the real service sends
  });

  it('stacks segments bottom-up in chart units', () => {
    const series = shapeUsage(periods, true);
    const [a, b] = stackMonth(series.months[0]!, series.keys, series.max, 130);
    expect(a).toMatchObject({ value: 100, height: 100, y: 30 });
    expect(b).toMatchObject({ value: 30, height: 30, y: 0 });
  });

  it('gives an empty series for no periods, with a scale of at least 1', () => {
    expect(shapeUsage([], true)).toEqual({ months: [], keys: [], max: 1 });
  });
});
