/** "a, b c" or one per line -> ['a', 'b', 'c']; nothing -> undefined (the option is left out). */
export function parseList(text: string): string[] | undefined {
  const items = text.split(/[\s,]+/).filter(Boolean);
  return items.length > 0 ? items : undefined;
}

export const formatList = (value: unknown, lines = false): string =>
  Array.isArray(value) ? value.join(lines ? '\n' : ', ') : '';

export const sameList = (text: string, value: unknown): boolean =>
  (parseList(text) ?? []).join('\n') === (Array.isArray(value) ? value.join('\n') : '');

/** A JSON object typed as text: the object, or the reason it is not one yet. */
export function parseJsonObject(text: string): { value?: Record<string, unknown>; error?: string } {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return { value: value as Record<string, unknown> };
    return { error: 'forms_err_jsonNotObject' };
  } catch {
    return { error: 'forms_err_jsonInvalid' };
  }
}
