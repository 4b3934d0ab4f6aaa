/** One line of a unified diff, classified for display. */
export interface DiffLine {
  kind: 'add' | 'del' | 'context' | 'hunk' | 'meta';
  text: string;
  /** Line numbers in the old and the new text, where the hunk headers give them. */
  oldLine?: number;
  newLine?: number;
}

const FILE_HEADER = /^(diff --git|index |--- |\+\+\+ )/;
const HUNK = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

/**
 * Parses git-style unified diff text (changeTracking.diff) into lines. Text only: the result is
 * rendered as text nodes. Header lines (diff --git, index, ---, +++) are "meta".
 */
export function parseUnifiedDiff(diff: string): DiffLine[] {
  const lines: DiffLine[] = [];
  let oldLine: number | undefined;
  let newLine: number | undefined;
  let inHunk = false;
  for (const text of diff.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n')) {
    const hunk = HUNK.exec(text);
    if (hunk) {
      oldLine = Number(hunk[1]);
      newLine = Number(hunk[2]);
      inHunk = true;
      lines.push({ kind: 'hunk', text });
    } else if (!inHunk || FILE_HEADER.test(text)) {
      inHunk = inHunk && !/^diff --git/.test(text);
      lines.push({ kind: 'meta', text });
    } else if (text.startsWith('+')) {
      lines.push({ kind: 'add', text, newLine: newLine === undefined ? undefined : newLine++ });
    } else if (text.startsWith('-')) {
      lines.push({ kind: 'del', text, oldLine: oldLine === undefined ? undefined : oldLine++ });
    } else if (text.startsWith('\\')) {
      lines.push({ kind: 'meta', text }); // "\ No newline at end of file"
    } else {
      lines.push({
        kind: 'context',
        text,
        oldLine: oldLine === undefined ? undefined : oldLine++,
        newLine: newLine === undefined ? undefined : newLine++,
      });
    }
  }
  return lines;
}

/** The lines a reader needs: the file headers (`diff --git a/… b/…`, `---`, `+++`) only repeat the address. */
export const withoutFileHeaders = (lines: DiffLine[]) =>
  lines.filter((line) => !(line.kind === 'meta' && FILE_HEADER.test(line.text)));

/** How many lines were added and removed. */
export const diffStats = (lines: DiffLine[]) => ({
  added: lines.filter((l) => l.kind === 'add').length,
  removed: lines.filter((l) => l.kind === 'del').length,
});
