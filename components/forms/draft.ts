/**
 * Form drafts are plain option objects holding only what the user set: a key is present once
 * the field was touched, and removing a value removes the key (and any parent object it
 * leaves empty), because the service refuses unknown keys and the schemas fill no defaults.
 */
export type Path = string;
type Container = Record<string, unknown> | unknown[];

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const keyOf = (segment: string): string | number => (/^\d+$/.test(segment) ? Number(segment) : segment);

export function getIn(source: unknown, path: Path): unknown {
  let node: unknown = source;
  for (const segment of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** A copy of `source` with `path` set to `value`; `undefined` removes it. */
export function setIn<T extends object>(source: T, path: Path, value: unknown): T {
  return (setAt(source, path.split('.').map(keyOf), value) ?? {}) as T;
}

function setAt(node: unknown, path: (string | number)[], value: unknown): Container | undefined {
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy: Container = Array.isArray(node)
    ? [...node]
    : isPlainObject(node)
      ? { ...node }
      : typeof head === 'number'
        ? []
        : {};
  const child = rest.length === 0 ? value : setAt((copy as Record<string, unknown>)[head], rest, value);
  if (child !== undefined) (copy as Record<string | number, unknown>)[head] = child;
  else if (Array.isArray(copy) && typeof head === 'number') copy.splice(head, 1);
  else delete (copy as Record<string | number, unknown>)[head];
  // An object emptied by a removal goes too; arrays are kept (their length is the user's).
  return isPlainObject(copy) && Object.keys(copy).length === 0 ? undefined : copy;
}
