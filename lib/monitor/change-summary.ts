import { z } from 'zod';
import { diffLines } from '@/lib/engines/change-tracking/line-diff';
import { unifiedDiff } from '@/lib/engines/change-tracking/unified-diff';

export const changeSummarySchema = z.object({
  added: z.int().min(0),
  removed: z.int().min(0),
  /** The first line that changed, as it reads now (or as it read, when only lines went). */
  firstChangedLine: z.string().optional(),
});
export type ChangeSummary = z.infer<typeof changeSummarySchema>;

const lines = (text: string) => (text === '' ? [] : text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n'));
const FIRST_LINE_MAX = 200;

/** What changed between two versions of a page's markdown: counts, the first changed line and the git-style diff. */
export function summarizeChange(before: string, after: string, label: string): ChangeSummary & { diff: string } {
  const ops = diffLines(lines(before), lines(after));
  const added = ops.filter((op) => op.kind === '+');
  const removed = ops.filter((op) => op.kind === '-');
  const first = ops.find((op) => op.kind !== ' ' && op.line.trim() !== '');
  const firstLine = first ? `${first.kind === '-' ? '− ' : ''}${first.line.trim()}` : undefined;
  return {
    added: added.length,
    removed: removed.length,
    firstChangedLine:
      firstLine && firstLine.length > FIRST_LINE_MAX ? `${firstLine.slice(0, FIRST_LINE_MAX - 1)}…` : firstLine,
    diff: unifiedDiff(before, after, label),
  };
}
