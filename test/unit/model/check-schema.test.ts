import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { schemaProblem } from '@/lib/api/json-schema-check';
import { checkSchema } from '@/lib/model/json-schema/check-schema';

describe('the user schema check', () => {
  it('takes the schemas users write', () => {
    expect(schemaProblem({ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] })).toBeUndefined();
    expect(
      schemaProblem({
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { list: { type: 'array', items: { $ref: '#/definitions/item' } } },
        definitions: { item: { type: ['string', 'null'], pattern: '^[a-z]+$' } },
      }),
    ).toBeUndefined();
    expect(schemaProblem({ properties: { any: true, none: false } })).toBeUndefined();
  });

  it.each([
    ['not an object', [], 'must be a JSON object'],
    ['a string schema', { type: 'string' }, 'must be a JSON object'],
    [
      'an unknown type',
      { type: 'object', properties: { p: { type: 'float' } } },
      '"float" is not a JSON Schema type at #/properties/p',
    ],
    ['properties as a list', { type: 'object', properties: [] }, '"properties" at # must be an object'],
    ['required as text', { type: 'object', required: 'a' }, '"required" at # must be a list of property names'],
    ['a bad pattern', { properties: { p: { pattern: '(' } } }, 'The pattern at #/properties/p/pattern'],
    [
      'a dangling $ref',
      { properties: { p: { $ref: '#/$defs/missing' } } },
      'The reference "#/$defs/missing" at #/properties/p',
    ],
    [
      'a remote $ref',
      { properties: { p: { $ref: 'https://example.com/s.json' } } },
      'points at nothing inside the schema',
    ],
    ['a number as text', { properties: { p: { maxLength: '3' } } }, '"maxLength" at #/properties/p must be a number'],
    ['an empty anyOf', { anyOf: [] }, '"anyOf" at # must be a list'],
  ])('names %s', (_name, schema, words) => {
    expect(schemaProblem(schema)).toContain(words);
  });

  it('throws the error a view puts next to the schema field', () => {
    let error: unknown;
    try {
      checkSchema({ type: 'object', properties: { p: { type: 'float' } } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('MODEL_SCHEMA_INVALID');
    expect((error as ApiError).message).toMatch(/^The JSON schema is not valid: .* Fix the schema and try again\.$/);
  });
});
