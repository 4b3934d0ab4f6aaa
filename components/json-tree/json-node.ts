/** What a JSON tree row shows for a value: a container with children, or a leaf with its text. */
export type JsonEntry =
  | { kind: 'container'; type: 'object' | 'array'; size: number; children: [string, unknown][] }
  | { kind: 'leaf'; type: 'string' | 'number' | 'boolean' | 'null' | 'other'; text: string };

/** Classifies a value for display. Leaves are text only; nothing is ever parsed as markup. */
export function describeJson(value: unknown): JsonEntry {
  if (Array.isArray(value)) {
    return { kind: 'container', type: 'array', size: value.length, children: value.map((v, i) => [String(i), v]) };
  }
  if (value !== null && typeof value === 'object') {
    const children = Object.entries(value as Record<string, unknown>);
    return { kind: 'container', type: 'object', size: children.length, children };
  }
  if (typeof value === 'string') return { kind: 'leaf', type: 'string', text: JSON.stringify(value) };
  if (typeof value === 'number') return { kind: 'leaf', type: 'number', text: String(value) };
  if (typeof value === 'boolean') return { kind: 'leaf', type: 'boolean', text: String(value) };
  if (value === null) return { kind: 'leaf', type: 'null', text: 'null' };
  return { kind: 'leaf', type: 'other', text: value === undefined ? 'undefined' : String(value) };
}

/** "{3}" / "[12]": the collapsed summary of a container. */
export const containerSummary = (entry: Extract<JsonEntry, { kind: 'container' }>) =>
  entry.type === 'array' ? `[${entry.size}]` : `{${entry.size}}`;

/** Children shown before a "Show more" button: long arrays would freeze the panel. */
export const PAGE_SIZE = 100;
