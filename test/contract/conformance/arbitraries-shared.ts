import fc from 'fast-check';

/** A record whose every key may be left out (never set to undefined: the server refuses those). */
export const optionalRecord = <T extends Record<string, unknown>>(model: { [K in keyof T]: fc.Arbitrary<T[K]> }) =>
  fc.record(model, { requiredKeys: [], noNullPrototype: true });

export const identifier = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,11}$/);

/** Any text a user may type, unicode included. */
export const text = fc.string({ unit: 'grapheme', maxLength: 40 });
export const nonEmptyText = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 });

export const httpUrlArb = fc.webUrl({
  validSchemes: ['http', 'https'],
  withQueryParameters: true,
  withFragments: true,
});

export const headersArb = fc.dictionary(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,20}$/), text, {
  maxKeys: 4,
  noNullPrototype: true,
});

export const tagsArb = fc.array(
  fc.oneof(fc.constantFrom('main', 'article', '.content', '#nav', 'script'), nonEmptyText),
  { maxLength: 4 },
);

const leafSchema = fc.constantFrom<Record<string, unknown>>(
  { type: 'string' },
  { type: 'number' },
  { type: 'integer', minimum: 0 },
  { type: 'boolean' },
  { type: 'array', items: { type: 'string' } },
  { type: 'string', enum: ['a', 'b'] },
);

/** A small JSON Schema as a user would write it for extraction (the service checks it, we pass it on). */
export const jsonSchemaArb = fc
  .record({
    properties: fc.dictionary(identifier, leafSchema, { maxKeys: 4, noNullPrototype: true }),
    strictRequired: fc.boolean(),
  })
  .map(({ properties, strictRequired }) => ({
    type: 'object',
    properties,
    ...(strictRequired ? { required: Object.keys(properties) } : {}),
  }));
