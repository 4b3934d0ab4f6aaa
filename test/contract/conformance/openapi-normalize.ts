import type { OpenApiDoc } from './openapi-docs';
import type { Schema } from './json-schema';
import { isObjectSchema } from './json-schema';

export interface NormalizeOptions {
  /**
   * Close every object that declares properties (`additionalProperties: false`). The real server
   * answers unknown keys with a 400 (api-notes), which the documents do not say; closing them makes
   * a client-only or misspelled field fail conformance. Free-form objects (headers, schema) stay open.
   */
  closed: boolean;
}

// Annotations only: dropped so ajv and the sampler see plain JSON Schema.
const ANNOTATIONS = [
  'description',
  'example',
  'examples',
  'title',
  'discriminator',
  'default',
  'xml',
  'externalDocs',
  'deprecated',
  'readOnly',
  'writeOnly',
];

// The documents write "any other key" as a property named like `<any other metadata> `.
const PLACEHOLDER = /^<.*>\s*$/;

/**
 * OpenAPI 3.0 schema -> self-contained JSON Schema: `#/components/schemas` refs inlined, `nullable`
 * turned into a null alternative, object `allOf`s merged (closing each part separately would refuse
 * the other parts' keys), placeholder properties turned into `additionalProperties`.
 */
export function normalize(doc: OpenApiDoc, schema: Schema, options: NormalizeOptions, refs: string[] = []): Schema {
  if (schema.$ref !== undefined) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = doc.components.schemas[name];
    if (!target) throw new Error(`Unresolvable $ref ${schema.$ref}`);
    if (refs.includes(name)) return {}; // recursive schema: stop with "anything"
    return normalize(doc, target, options, [...refs, name]);
  }
  const recurse = (s: Schema): Schema => normalize(doc, s, options, refs);
  let out: Schema = { ...schema };
  for (const key of ANNOTATIONS) delete out[key];

  if (out.allOf) {
    const parts = out.allOf.map(recurse);
    delete out.allOf;
    out = parts.every(isObjectSchema) ? mergeObjects([out, ...parts]) : { ...out, allOf: parts };
  }
  if (out.properties) {
    const properties: Record<string, Schema> = {};
    for (const [name, prop] of Object.entries(out.properties)) {
      if (PLACEHOLDER.test(name)) out.additionalProperties = recurse(prop);
      else properties[name] = recurse(prop);
    }
    out.properties = properties;
  }
  if (out.items) out.items = recurse(out.items);
  if (typeof out.additionalProperties === 'object') out.additionalProperties = recurse(out.additionalProperties);
  if (out.oneOf) out.oneOf = out.oneOf.map(recurse);
  if (out.anyOf) out.anyOf = out.anyOf.map(recurse);
  if (options.closed && out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out.nullable ? withNull(out) : out;
}

function mergeObjects(parts: Schema[]): Schema {
  const merged: Schema = { type: 'object', properties: {}, required: [] };
  for (const { properties, required, type: _type, ...rest } of parts) {
    Object.assign(merged, rest);
    Object.assign(merged.properties ?? {}, properties);
    merged.required = [...new Set([...(merged.required ?? []), ...(required ?? [])])];
  }
  if (merged.required?.length === 0) delete merged.required;
  return merged;
}

function withNull(schema: Schema): Schema {
  const { nullable: _nullable, ...rest } = schema;
  if (rest.oneOf) return { ...rest, oneOf: [...rest.oneOf, { type: 'null' }] };
  if (typeof rest.type === 'string') {
    return { ...rest, type: [rest.type, 'null'], ...(rest.enum ? { enum: [...rest.enum, null] } : {}) };
  }
  return { anyOf: [rest, { type: 'null' }] };
}
