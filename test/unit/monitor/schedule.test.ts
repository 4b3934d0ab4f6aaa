import { describe, expect, it } from 'vitest';
import { isDue, nextCheckAfter, periodMinutes, retryAt, scheduleSchema } from '@/lib/monitor/schedule';
import { wallClock } from '@/lib/monitor/time-zone';

const at = (iso: string) => Date.parse(iso);
const MIN = 60_000;

describe('interval schedules', () => {
  const anchor = at('2026-03-01T10:07:00Z');

  it('keep to the grid that starts at the anchor', () => {
    expect(nextCheckAfter({ every: '15min' }, anchor, anchor)).toBe(anchor + 15 * MIN);
    expect(nextCheckAfter({ every: '15min' }, anchor, anchor + 16 * MIN)).toBe(anchor + 30 * MIN);
    expect(nextCheckAfter({ every: 'hour' }, anchor, anchor + 59 * MIN)).toBe(anchor + 60 * MIN);
    expect(nextCheckAfter({ every: 'hours', hours: 6 }, anchor, anchor + 6 * 60 * MIN)).toBe(anchor + 12 * 60 * MIN);
  });

  it('give the period alarms repeat at; a daily schedule has none', () => {
    expect(periodMinutes({ every: '15min' })).toBe(15);
    expect(periodMinutes({ every: 'hour' })).toBe(60);
    expect(periodMinutes({ every: 'hours', hours: 3 })).toBe(180);
    expect(periodMinutes({ every: 'day', at: '09:00', timeZone: 'UTC' })).toBeUndefined();
  });

  it('run missed checks once: ten missed hours give one due check, then the next time is after now', () => {
    const nextCheckAt = anchor + 60 * MIN;
    const now = anchor + 10 * 60 * MIN + 5 * MIN; // the browser was closed for ten periods
    expect(isDue(nextCheckAt, now)).toBe(true);
    const after = nextCheckAfter({ every: 'hour' }, anchor, now);
    expect(after).toBe(anchor + 11 * 60 * MIN);
    expect(isDue(after, now)).toBe(false); // the one check ran: nothing else is due
  });
});

describe("daily at a time, in the user's time zone", () => {
  it('checks at that wall-clock time, today when it is still ahead, else tomorrow', () => {
    const s = { every: 'day', at: '09:30', timeZone: 'Europe/Paris' } as const;
    expect(nextCheckAfter(s, 0, at('2026-06-10T05:00:00Z'))).toBe(at('2026-06-10T07:30:00Z'));
    expect(nextCheckAfter(s, 0, at('2026-06-10T07:30:00Z'))).toBe(at('2026-06-11T07:30:00Z'));
  });

  it('reads the time in zones with half-hour offsets and across the date line', () => {
    expect(nextCheckAfter({ every: 'day', at: '08:00', timeZone: 'Asia/Kolkata' }, 0, at('2026-01-01T00:00:00Z'))).toBe(
      at('2026-01-01T02:30:00Z'),
    );
    expect(
      nextCheckAfter({ every: 'day', at: '08:00', timeZone: 'Pacific/Auckland' }, 0, at('2026-01-01T00:00:00Z')),
    ).toBe(at('2026-01-01T19:00:00Z'));
  });

  it('keeps the wall-clock time across a spring-forward change (the day is 23 hours long)', () => {
    const s = { every: 'day', at: '09:00', timeZone: 'America/New_York' } as const;
    const before = nextCheckAfter(s, 0, at('2026-03-07T15:00:00Z')); // Sun 8 March, DST starts 02:00
    expect(before).toBe(at('2026-03-08T13:00:00Z')); // 09:00 EDT
    const prev = at('2026-03-07T14:00:00Z'); // 09:00 EST the day before
    expect(before - prev).toBe(23 * 60 * MIN);
    expect(wallClock(before, s.timeZone)).toMatchObject({ hour: 9, minute: 0 });
  });

  it('keeps the wall-clock time across a fall-back change (the day is 25 hours long)', () => {
    const s = { every: 'day', at: '09:00', timeZone: 'Europe/Paris' } as const;
    const first = nextCheckAfter(s, 0, at('2026-10-24T08:00:00Z')); // Sat 24 Oct 10:00 CEST: past 09:00
    expect(first).toBe(at('2026-10-25T08:00:00Z')); // Sun 25 Oct, 09:00 CET (+1)
    expect(first - at('2026-10-24T07:00:00Z')).toBe(25 * 60 * MIN);
  });

  it('a time skipped by the change runs just past the gap; a repeated time runs the first time', () => {
    const gap = nextCheckAfter({ every: 'day', at: '02:30', timeZone: 'Europe/Paris' }, 0, at('2026-03-28T12:00:00Z'));
    expect(gap).toBe(at('2026-03-29T01:30:00Z')); // 03:30 CEST: 02:30 does not exist that night
    const twice = nextCheckAfter(
      { every: 'day', at: '02:30', timeZone: 'Europe/Paris' },
      0,
      at('2026-10-24T12:00:00Z'),
    );
    expect(twice).toBe(at('2026-10-25T00:30:00Z')); // 02:30 CEST, the first of the two
  });

  it('refuses a time or a zone it cannot read', () => {
    expect(scheduleSchema.safeParse({ every: 'day', at: '25:00', timeZone: 'UTC' }).success).toBe(false);
    expect(scheduleSchema.safeParse({ every: 'day', at: '09:00', timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(scheduleSchema.safeParse({ every: 'hours', hours: 1 }).success).toBe(false);
    expect(scheduleSchema.safeParse({ every: 'day', at: '09:00', timeZone: 'Europe/Paris' }).success).toBe(true);
  });
});

describe('retry after failures', () => {
  it('backs off 1, 2, 4 … minutes, at most an hour, never past the next scheduled check', () => {
    const now = at('2026-01-01T00:00:00Z');
    const far = now + 24 * 60 * MIN;
    expect(retryAt(1, now, far) - now).toBe(1 * MIN);
    expect(retryAt(2, now, far) - now).toBe(2 * MIN);
    expect(retryAt(4, now, far) - now).toBe(8 * MIN);
    expect(retryAt(20, now, far) - now).toBe(60 * MIN);
    expect(retryAt(20, now, now + 10 * MIN)).toBe(now + 10 * MIN);
  });
});
