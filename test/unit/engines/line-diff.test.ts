import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffLines } from '@/lib/engines/change-tracking/line-diff';
import { unifiedDiff } from '@/lib/engines/change-tracking/unified-diff';

const sides = (ops: ReturnType<typeof diffLines>) => ({
  before: ops.filter((o) => o.kind !== '+').map((o) => o.line),
  after: ops.filter((o) => o.kind !== '-').map((o) => o.line),
});

describe('diffLines (Myers)', () => {
  it('finds the shortest edit script', () => {
    const ops = diffLines('ABCABBA'.split(''), 'CBABAC'.split(''));
    expect(ops.filter((o) => o.kind !== ' ')).toHaveLength(5); // D = 5 in Myers' paper
    expect(sides(ops)).toEqual({ before: 'ABCABBA'.split(''), after: 'CBABAC'.split('') });
  });

  it('rebuilds both sides for any input, and keeps every common line of equal texts', () => {
    const lines = fc.array(fc.constantFrom('a', 'b', 'c', ''), { maxLength: 30 });
    fc.assert(
      fc.property(lines, lines, (a, b) => {
        const ops = diffLines(a, b);
        expect(sides(ops)).toEqual({ before: a, after: b });
        // Compared as lists: join() cannot tell [''] from [].
        if (JSON.stringify(a) === JSON.stringify(b)) expect(ops.every((o) => o.kind === ' ')).toBe(true);
      }),
    );
  });

  it('falls back to replace-all past the edit limit', () => {
    expect(diffLines(['a', 'b'], ['c', 'd'], 1)).toEqual([
      { kind: '-', line: 'a' },
      { kind: '-', line: 'b' },
      { kind: '+', line: 'c' },
      { kind: '+', line: 'd' },
    ]);
  });
});

describe('unifiedDiff', () => {
  it('prints git-style hunks with 3 lines of context', () => {
    const before = [
      '# Prices',
      '',
      'one',
      'two',
      'three',
      'four',
      'Price: 10 EUR',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
    ].join('\n');
    const after = before.replace('Price: 10 EUR', 'Price: 12 EUR') + '\nten';
    expect(unifiedDiff(before, after, 'http://x/p')).toBe(
      [
        'diff --git a/http://x/p b/http://x/p',
        '--- a/http://x/p',
        '+++ b/http://x/p',
        '@@ -4,9 +4,10 @@',
        ' two',
        ' three',
        ' four',
        '-Price: 10 EUR',
        '+Price: 12 EUR',
        ' five',
        ' six',
        ' seven',
        ' eight',
        ' nine',
        '+ten',
        '',
      ].join('\n'),
    );
  });

  it('numbers an empty side by the line before it, and is empty for equal texts', () => {
    expect(unifiedDiff('', 'a\nb', 'f')).toContain('@@ -0,0 +1,2 @@\n+a\n+b\n');
    expect(unifiedDiff('same\n', 'same', 'f')).toBe('');
  });
});
