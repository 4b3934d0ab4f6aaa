/** One key's change in json mode, as the service answers it. */
export interface KeyChange {
  previous: unknown;
  current: unknown;
}

/**
 * The keys whose values differ between the previous extraction and this one, each with both
 * values (a key that is absent on one side is null there). Values are compared as JSON, so key
 * order inside an object does not count as a change.
 */
export function jsonChanges(
  previous: Record<string, unknown>,
  current: Record<string, unknown>,
): Record<string, KeyChange> {
  const changes: Record<string, KeyChange> = {};
  for (const key of new Set([...Object.keys(previous), ...Object.keys(current)])) {
    const before = previous[key] ?? null;
    const after = current[key] ?? null;
    if (canonical(before) !== canonical(after)) changes[key] = { previous: before, current: after };
  }
  return changes;
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
