/**
 * The ruling lines a page draws (table borders, underlines), from pdf.js's operator list: thin
 * filled rectangles and straight stroked segments, in PDF space. A ruled table's vertical rules
 * say where its cells split, and its horizontal rules where one row ends, which text gaps alone
 * cannot tell (a short cell next to a long one leaves a gap no wider than a word space).
 */

/** A horizontal (y fixed) or vertical (x fixed) rule from `from` to `to` along the other axis. */
export interface Rule {
  at: number;
  from: number;
  to: number;
}

export interface PageRules {
  horizontal: Rule[];
  vertical: Rule[];
}

/** The operator codes we read (pdf.js's OPS). */
export type PathOps = Record<
  | 'save'
  | 'restore'
  | 'transform'
  | 'constructPath'
  | 'stroke'
  | 'closeStroke'
  | 'fill'
  | 'eoFill'
  | 'fillStroke'
  | 'eoFillStroke'
  | 'closeFillStroke'
  | 'closeEOFillStroke',
  number
>;

type Matrix = [number, number, number, number, number, number];

// pdf.js 5's path data codes inside constructPath (its DrawOPS, not exported).
const MOVE = 0;
const LINE = 1;
const CURVE = 2;
const QUAD = 3;
const CLOSE = 4;

/** At most this thick (points) to count as a rule; thicker fills are shading, not lines. */
const MAX_THICKNESS = 2.5;
const MIN_LENGTH = 4;

const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];
/** `inner` applied first, then `outer` (PDF's cm: the new matrix before the current one). */
const compose = (inner: number[], outer: Matrix): Matrix => [
  inner[0]! * outer[0] + inner[1]! * outer[2],
  inner[0]! * outer[1] + inner[1]! * outer[3],
  inner[2]! * outer[0] + inner[3]! * outer[2],
  inner[2]! * outer[1] + inner[3]! * outer[3],
  inner[4]! * outer[0] + inner[5]! * outer[2] + outer[4],
  inner[4]! * outer[1] + inner[5]! * outer[3] + outer[5],
];

export function pageRules(list: { fnArray: number[]; argsArray: unknown[] }, ops: PathOps): PageRules {
  const rules: PageRules = { horizontal: [], vertical: [] };
  const fills = new Set([
    ops.fill,
    ops.eoFill,
    ops.fillStroke,
    ops.eoFillStroke,
    ops.closeFillStroke,
    ops.closeEOFillStroke,
  ]);
  const strokes = new Set([ops.stroke, ops.closeStroke]);
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i] as unknown[] | null;
    if (fn === ops.save) stack.push(ctm);
    else if (fn === ops.restore) ctm = stack.pop() ?? ctm;
    else if (fn === ops.transform && args?.length === 6) ctm = compose(args as number[], ctm);
    else if (fn === ops.constructPath && args) {
      const [paint, [data] = [], minMax] = args as [number, ArrayLike<number>[]?, ArrayLike<number>?];
      if (fills.has(paint) && minMax) addBox(rules, ctm, minMax);
      else if (strokes.has(paint) && data) addSegments(rules, ctm, data);
    }
  }
  return rules;
}

/** A filled path thin in one direction is a rule along the other (Chromium draws borders so). */
function addBox(rules: PageRules, ctm: Matrix, box: ArrayLike<number>): void {
  addSpan(rules, apply(ctm, box[0]!, box[1]!), apply(ctm, box[2]!, box[3]!));
}

/** Each straight axis-aligned segment of a stroked path is a rule. */
function addSegments(rules: PageRules, ctm: Matrix, data: ArrayLike<number>): void {
  let start: [number, number] | undefined;
  let at: [number, number] | undefined;
  for (let i = 0; i < data.length;) {
    const code = data[i++];
    if (code === MOVE || code === LINE) {
      const point = apply(ctm, data[i]!, data[i + 1]!);
      i += 2;
      if (code === LINE && at) addSpan(rules, at, point);
      if (code === MOVE) start = point;
      at = point;
    } else if (code === CURVE) {
      at = apply(ctm, data[i + 4]!, data[i + 5]!);
      i += 6;
    } else if (code === QUAD) {
      at = apply(ctm, data[i + 2]!, data[i + 3]!);
      i += 4;
    } else if (code === CLOSE) {
      if (at && start) addSpan(rules, at, start);
      at = start;
    } else return; // an unknown code: the rest cannot be read safely
  }
}

/** The box two points span: a segment's ends, or a box's opposite corners. */
const addSpan = (rules: PageRules, a: [number, number], b: [number, number]) =>
  add(rules, Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1]));

function add(rules: PageRules, x0: number, y0: number, x1: number, y1: number): void {
  const width = x1 - x0;
  const height = y1 - y0;
  if (width <= MAX_THICKNESS && height >= MIN_LENGTH) rules.vertical.push({ at: (x0 + x1) / 2, from: y0, to: y1 });
  else if (height <= MAX_THICKNESS && width >= MIN_LENGTH)
    rules.horizontal.push({ at: (y0 + y1) / 2, from: x0, to: x1 });
}

/** The x of each vertical rule that crosses height y, left to right, near-duplicates merged. */
export function verticalsAt(rules: PageRules, y: number): number[] {
  const xs = rules.vertical
    .filter((r) => r.from - 1 <= y && y <= r.to + 1)
    .map((r) => r.at)
    .sort((a, b) => a - b);
  return xs.filter((x, i) => i === 0 || x - xs[i - 1]! > MAX_THICKNESS);
}

/**
 * Whether a horizontal rule between two heights spans at least one whole column: a row border,
 * not the underline of a link inside a cell.
 */
export function ruleBetween(rules: PageRules, yTop: number, yBottom: number, columns: readonly number[]): boolean {
  return rules.horizontal.some(
    (r) =>
      r.at < yTop &&
      r.at > yBottom &&
      columns.some(
        (x, i) => i + 1 < columns.length && r.from <= x + MAX_THICKNESS && r.to >= columns[i + 1]! - MAX_THICKNESS,
      ),
  );
}

/** Whether a vertical rule crossing height y stands between x0 and x1. */
export function verticalBetween(rules: PageRules, x0: number, x1: number, y: number): boolean {
  return rules.vertical.some((r) => r.at > x0 - 1 && r.at < x1 + 1 && r.from - 1 <= y && y <= r.to + 1);
}
