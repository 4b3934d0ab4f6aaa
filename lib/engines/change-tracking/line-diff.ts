/** One line of an edit script: kept (' '), removed ('-') or added ('+'). */
export interface DiffOp {
  kind: ' ' | '-' | '+';
  line: string;
}

/**
 * Myers' O(ND) shortest edit script between two line lists. Memory is O(D * (N + M)) for the
 * trace, fine for pages (a page that changes completely falls back to delete-all/add-all).
 */
export function diffLines(a: readonly string[], b: readonly string[], maxEdits = 4000): DiffOp[] {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  let v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    const next = v.slice();
    for (let k = -d; k <= d; k += 2) {
      // Down (an insertion) when on the lower edge or when the diagonal above got further.
      const down = k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0));
      let x = down ? (v[offset + k + 1] ?? 0) : (v[offset + k - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      next[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, a, b, offset, d);
    }
    v = next;
  }
  return [...a.map((line) => ({ kind: '-' as const, line })), ...b.map((line) => ({ kind: '+' as const, line }))];
}

function backtrack(
  trace: Int32Array[],
  a: readonly string[],
  b: readonly string[],
  offset: number,
  dEnd: number,
): DiffOp[] {
  const ops: DiffOp[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = dEnd; d > 0; d--) {
    const v = trace[d] as Int32Array; // the furthest x per diagonal after d - 1 edits
    const k = x - y;
    const down = k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0));
    const prevK = down ? k + 1 : k - 1;
    const prevX = v[offset + prevK] ?? 0;
    const prevY = prevX - prevK;
    for (; x > prevX && y > prevY; y--) ops.push({ kind: ' ', line: a[--x] ?? '' });
    if (down) ops.push({ kind: '+', line: b[--y] ?? '' });
    else ops.push({ kind: '-', line: a[--x] ?? '' });
  }
  for (; x > 0 && y > 0; y--) ops.push({ kind: ' ', line: a[--x] ?? '' });
  return ops.reverse();
}
