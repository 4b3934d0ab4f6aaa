import { describe, expect, it } from 'vitest';
import { isoDay } from '@/lib/engines/local/convert/article-signals';

describe('isoDay', () => {
  it('reads ISO dates and script date strings as the day', () => {
    expect(isoDay('2019-11-14T09:00:00Z')).toBe('2019-11-14');
    expect(isoDay('Wed Nov 20 2019 08:00:58 GMT+0000')).toBe('2019-11-20');
  });
  it('refuses empty, impossible and yearless dates', () => {
    for (const value of ['', '0001-01-01T00:00:00Z', '2019-13-01', 'Version 2', 'yesterday', undefined, 42])
      expect(isoDay(value)).toBeUndefined();
  });
});
