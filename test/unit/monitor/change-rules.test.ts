import { describe, expect, it } from 'vitest';
import { ANY_CHANGE, isChange, normalizeForRule } from '@/lib/monitor/change-rules';
import { summarizeChange } from '@/lib/monitor/change-summary';

const rule = (over: Partial<typeof ANY_CHANGE>) => ({ ...ANY_CHANGE, ...over });

describe('change rules', () => {
  it('any change: every character counts', () => {
    expect(isChange('Price: 10', 'Price: 10', ANY_CHANGE)).toBe(false);
    expect(isChange('Price: 10', 'Price: 11', ANY_CHANGE)).toBe(true);
    expect(isChange('a  b', 'a b', ANY_CHANGE)).toBe(true);
  });

  it('ignoring numbers: counters and prices change nothing, words still do', () => {
    const r = rule({ ignoreNumbers: true });
    expect(isChange('42 comments · $1,299.00', '43 comments · $1,349.50', r)).toBe(false);
    expect(isChange('42 comments', '42 replies', r)).toBe(true);
  });

  it('ignoring dates: dates, times and relative times change nothing; other numbers still do', () => {
    const r = rule({ ignoreDates: true });
    for (const [a, b] of [
      ['Updated 2026-11-24T10:00:00Z', 'Updated 2026-11-25T08:13:09Z'],
      ['Posted 24/11/2026 at 10:15', 'Posted 25/11/2026 at 9:02'],
      ['Monday, November 24, 2026', 'Tuesday, November 25, 2026'],
      ['24 Nov 2026', '3 Dec 2026'],
      ['3 hours ago', '5 minutes ago'],
      ['Last seen yesterday at 5:30 PM', 'Last seen today at 9:00 am'],
    ])
      expect(isChange(a as string, b as string, r), `${a} → ${b}`).toBe(false);
    expect(isChange('Stock: 12', 'Stock: 0', r)).toBe(true);
  });

  it('ignoring whitespace: re-wrapping, indentation and blank lines change nothing', () => {
    const r = rule({ ignoreWhitespace: true });
    expect(isChange('Hello  world\n\n\n  next line ', 'Hello world\nnext line', r)).toBe(false);
    expect(isChange('Hello world', 'Hello, world', r)).toBe(true);
  });

  it('rules combine', () => {
    const r = rule({ ignoreNumbers: true, ignoreDates: true, ignoreWhitespace: true });
    expect(normalizeForRule('  Nov 24, 2026:  12 items ', r)).toBe('<date>: <n> items');
  });
});

describe('change summary', () => {
  it('counts added and removed lines and names the first changed line', () => {
    const s = summarizeChange('# Title\nold line\nsame\n', '# Title\nnew line\nsame\nadded\n', 'https://example.com/');
    expect(s).toMatchObject({ added: 2, removed: 1, firstChangedLine: '− old line' });
    expect(s.diff).toContain('-old line\n+new line');
  });

  it('names an added line as it reads now', () => {
    expect(summarizeChange('a\n', 'a\nb\n', 'x').firstChangedLine).toBe('b');
  });

  it('no change, no diff', () => {
    expect(summarizeChange('a\n', 'a\n', 'x')).toMatchObject({ added: 0, removed: 0, diff: '' });
  });
});
