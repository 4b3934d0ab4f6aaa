// One part of a split page rarely holds every field: the product's name may be in the first part
// and its reviews in the last. Each part is held to the schema without the rules only the whole can
// meet (required fields, least counts); the merged answer is then checked against the full schema.

const WHOLE_ONLY = new Set(['required', 'minItems', 'minProperties', 'minContains', 'dependentRequired']);
// Keywords whose values are data, not schemas: left as they are.
const DATA = new Set(['enum', 'const', 'default', 'examples']);

/** The schema a part's answer is held to. */
export function partSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => partSchema(item)) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const relaxed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (WHOLE_ONLY.has(key) && !isPropertyName(schema, key)) continue;
    relaxed[key] = DATA.has(key) ? value : partSchema(value);
  }
  return relaxed as T;
}

// In `properties: { required: {...} }` the key names a property, not the keyword; such maps hold
// only objects, where the keyword's value is a list or a number.
const isPropertyName = (holder: object, key: string) => {
  const value = (holder as Record<string, unknown>)[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) && key !== 'dependentRequired';
};
