import { describe, expect, it } from 'vitest';
import { diffStats, parseUnifiedDiff, withoutFileHeaders } from '@/components/diff-view/parse-diff';

const DIFF = `diff --git a/page b/page
index 1..2 100644
--- a/page
+++ b/page
@@ -3,4 +3,4 @@ heading
 same line
-old price: 10
+new price: 12
+added line
 tail
\\ No newline at end of file
`;

describe('parseUnifiedDiff', () => {
  it('classifies header, hunk, added, removed and context lines with line numbers', () => {
    const lines = parseUnifiedDiff(DIFF);
    expect(lines.map((l) => l.kind)).toEqual([
      'meta',
      'meta',
      'meta',
      'meta',
      'hunk',
      'context',
      'del',
      'add',
      'add',
      'context',
      'meta',
    ]);
    expect(lines[5]).toMatchObject({ oldLine: 3, newLine: 3 });
    expect(lines[6]).toMatchObject({ kind: 'del', text: '-old price: 10', oldLine: 4 });
    expect(lines[7]).toMatchObject({ kind: 'add', newLine: 4 });
    expect(lines[8]).toMatchObject({ kind: 'add', newLine: 5 });
    expect(lines[9]).toMatchObject({ oldLine: 5, newLine: 6 });
    expect(diffStats(lines)).toEqual({ added: 2, removed: 1 });
  });

  it('does not take ---/+++ file headers for changes, and handles CRLF and no hunk', () => {
    expect(parseUnifiedDiff('--- a\r\n+++ b\r\n').map((l) => l.kind)).toEqual(['meta', 'meta']);
    expect(parseUnifiedDiff('just text')).toEqual([{ kind: 'meta', text: 'just text' }]);
  });
});

describe('withoutFileHeaders', () => {
  it('drops diff --git, index, --- and +++ lines, and keeps hunks, changes and the no-newline note', () => {
    const shown = withoutFileHeaders(parseUnifiedDiff(DIFF));
    expect(shown.map((l) => l.text)).not.toContain('diff --git a/page b/page');
    expect(shown.map((l) => l.kind)).toEqual(['hunk', 'context', 'del', 'add', 'add', 'context', 'meta']);
    expect(shown.at(-1)?.text).toBe('\\ No newline at end of file');
  });
});
