import fc from 'fast-check';
import type { Schema } from './json-schema';
import { isObjectSchema } from './json-schema';

export interface SamplerOptions {
  /** Objects and arrays nested deeper than this get only their required content. */
  maxDepth: number;
  /** Add undocumented keys to open objects: the server adds fields the documents do not name. */
  extraKeys: boolean;
}

const EXTRA_KEY = fc.stringMatching(/^x[A-Za-z0-9_]{1,10}$/);
const scalar = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean(), fc.constant(null));
const freeObject = fc.dictionary(EXTRA_KEY, scalar, { maxKeys: 3, noNullPrototype: true });
const anyJson = fc.oneof(scalar, freeObject, fc.array(scalar, { maxLength: 3 }));

/**
 * A fast-check arbitrary of values valid against a normalized schema (see normalize()): enough of
 * JSON Schema for the providers' response documents — object, array, string (enum, format,
 * pattern), integer, number, boolean, null, oneOf/anyOf/allOf, type unions.
 */
export function sampleOf(schema: Schema, options: SamplerOptions, depth = 0): fc.Arbitrary<unknown> {
  const next = (s: Schema) => sampleOf(s, options, depth + 1);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => sampleOf(s, options, depth)));
  if (schema.allOf) return sampleOf(Object.assign({}, ...schema.allOf) as Schema, options, depth);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => sampleOf({ ...schema, type }, options, depth)));

  if (isObjectSchema(schema)) return objectOf(schema, options, depth, next);
  switch (schema.type) {
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = depth >= options.maxDepth ? minLength : Math.min(schema.maxItems ?? 3, Math.max(minLength, 3));
      return fc.array(schema.items ? next(schema.items) : anyJson, { minLength, maxLength });
    }
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 2_000_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return anyJson; // `{}`: any value
  }
}

function objectOf(schema: Schema, options: SamplerOptions, depth: number, next: (s: Schema) => fc.Arbitrary<unknown>) {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).filter(
    ([name]) => depth < options.maxDepth || required.has(name),
  );
  const model = Object.fromEntries(entries.map(([name, s]) => [name, next(s)]));
  for (const name of required) model[name] ??= anyJson; // required but never described
  const declared = fc.record(model, {
    requiredKeys: [...required],
    noNullPrototype: true,
  });
  const extra = schema.additionalProperties;
  const open = extra === undefined || extra === true;
  const extras =
    typeof extra === 'object'
      ? fc.dictionary(EXTRA_KEY, next(extra), { maxKeys: 3, noNullPrototype: true })
      : open && (options.extraKeys || !schema.properties) && depth < options.maxDepth
        ? freeObject
        : fc.constant({});
  const known = new Set(Object.keys(schema.properties ?? {}));
  return fc.tuple(declared, extras).map(([d, e]) => ({
    ...Object.fromEntries(Object.entries(e).filter(([k]) => !known.has(k))),
    ...d,
  }));
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
    case 'hostname':
      return fc.domain();
    default:
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 20) });
  }
}
