// The parts of a split page are extracted one by one and merged by the schema: arrays joined
// (each item once), objects merged key by key, and of each scalar the first non-empty value kept
// (the page's start usually names the thing; later parts repeat or drift).

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value says nothing: a part that did not mention a field answers null, "" or []. */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (isObject(value) && Object.values(value).every(isEmptyValue));

/** Merges the answers of every part, in page order. */
export function mergeParts(answers: readonly Json[], schema?: Json): Json {
  return answers.reduce<Json>((merged, answer) => mergeObjects(merged, answer, schema), {});
}

function merge(first: unknown, next: unknown, schema: unknown): unknown {
  if (isEmptyValue(next)) return first === undefined ? next : first;
  const expects = expected(schema);
  // An empty value takes the next one's kind, so a list from the first part is de-duplicated too.
  const base = isEmptyValue(first) ? (Array.isArray(next) ? [] : isObject(next) ? {} : undefined) : first;
  if (base === undefined) return next;
  if (Array.isArray(base) && Array.isArray(next) && expects !== 'scalar') return joinArrays(base, next);
  if (isObject(base) && isObject(next) && expects !== 'scalar') return mergeObjects(base, next, schema);
  return isEmptyValue(first) ? next : first;
}

function mergeObjects(first: Json, next: Json, schema: unknown): Json {
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  const merged: Json = { ...first };
  for (const [key, value] of Object.entries(next)) merged[key] = merge(first[key], value, properties[key]);
  return merged;
}

/** Items in order, each once (by value: the same product named in two parts is one product). */
function joinArrays(first: unknown[], next: unknown[]): unknown[] {
  const seen = new Set<string>();
  const joined: unknown[] = [];
  for (const item of [...first, ...next]) {
    const id = identity(item);
    if (seen.has(id)) continue;
    seen.add(id);
    joined.push(item);
  }
  return joined;
}

/** A value's identity for de-duplication: JSON with sorted keys and trimmed, case-folded text. */
function identity(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'string') return v.trim().toLowerCase();
    if (isObject(v))
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, v[k]]),
      );
    return v;
  });
}

/** What the schema says a value is, when it says: a scalar is never joined even if two parts send lists. */
function expected(schema: unknown): 'array' | 'object' | 'scalar' | undefined {
  if (!isObject(schema) || schema.type === undefined) return undefined;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('array')) return 'array';
  if (types.includes('object')) return 'object';
  return 'scalar';
}
