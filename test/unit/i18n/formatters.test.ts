import { describe, expect, it } from 'vitest';
import { formatBytes } from '@/lib/i18n/format-bytes';
import { dateStamp, formatDateTime, formatRemaining } from '@/lib/i18n/format-date';

describe('formatBytes', () => {
  it('counts in steps of 1024 with one decimal at most, none when it is 0', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12 * 1024 + 100)).toBe('12.1 KB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
  });
});

describe('dates', () => {
  it('shows a parsable date in the locale, anything else as given', () => {
    expect(formatDateTime(Date.UTC(2026, 10, 24, 12))).toMatch(/2026/);
    expect(formatDateTime('2026-11-24T12:00:00Z')).toBe(formatDateTime(Date.UTC(2026, 10, 24, 12)));
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('stamps a file name with the UTC day', () => {
    expect(dateStamp(new Date(Date.UTC(2026, 10, 24, 23, 59)))).toBe('2026-11-24');
  });

  it('says the time left in hours and minutes, nothing once past', () => {
    expect(formatRemaining(0)).toBe('');
    expect(formatRemaining(90_000)).toBe('2 min');
    expect(formatRemaining(61 * 60_000)).toBe('1 h 1 min');
  });
});
