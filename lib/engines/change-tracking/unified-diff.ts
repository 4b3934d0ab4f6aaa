import { diffLines, type DiffOp } from '@/lib/engines/change-tracking/line-diff';

const CONTEXT = 3;

/**
 * A git-style unified diff of two texts by line (3 lines of context), the shape the service
 * returns in changeTracking.diff; '' when they are equal.
 */
export function unifiedDiff(before: string, after: string, label: string): string {
  const ops = diffLines(splitLines(before), splitLines(after));
  const body = hunks(ops);
  if (!body.length) return '';
  return `diff --git a/${label} b/${label}\n--- a/${label}\n+++ b/${label}\n${body.join('')}`;
}

const splitLines = (text: string) => (text === '' ? [] : text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n'));

/** Groups changes that are at most 2 * CONTEXT lines apart into one hunk. */
function hunks(ops: DiffOp[]): string[] {
  const changed = ops.flatMap((op, i) => (op.kind === ' ' ? [] : [i]));
  const out: string[] = [];
  let c = 0;
  while (c < changed.length) {
    const first = changed[c] as number;
    let last = first;
    while (c + 1 < changed.length && (changed[c + 1] as number) - last <= 2 * CONTEXT) last = changed[++c] as number;
    c++;
    const start = Math.max(0, first - CONTEXT);
    const end = Math.min(ops.length, last + CONTEXT + 1);
    const before = ops.slice(0, start);
    const slice = ops.slice(start, end);
    const oldCount = slice.filter((op) => op.kind !== '+').length;
    const newCount = slice.filter((op) => op.kind !== '-').length;
    // An empty side is numbered by the line before it, as git does.
    const oldStart = before.filter((op) => op.kind !== '+').length + (oldCount ? 1 : 0);
    const newStart = before.filter((op) => op.kind !== '-').length + (newCount ? 1 : 0);
    out.push(
      `@@ -${oldStart},${oldCount} +${newStart},${newCount} @@\n`,
      ...slice.map((op) => `${op.kind}${op.line}\n`),
    );
  }
  return out;
}
