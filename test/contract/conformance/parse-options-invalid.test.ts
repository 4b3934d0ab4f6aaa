import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOptionsSchema, PARSE_MAX_TIMEOUT_MS, pdfParserSchema, redactPiiSchema } from '@/lib/api/schemas/index';
import type { ParseOptionsInput as ParseOptions } from '@/lib/api/schemas/index';
import { parseOptionsArb } from './arbitraries-parse';
import { insertedAt, withUnknownKey } from './arbitraries-invalid';
import type { Invalid, Place } from './arbitraries-invalid';
import { refusedFields } from './rejection';
import { validators } from './request-validators';

const RUNS = 100;
const keysOf = (schema: { shape: object }): string[] => Object.keys(schema.shape);
const objectBranchKeys = (union: { options: readonly unknown[] }): string[] =>
  union.options.flatMap((o) =>
    typeof o === 'object' && o !== null && 'shape' in o ? keysOf(o as { shape: object }) : [],
  );

/** Every closed object of the options: the root, object formats, object parsers, a redactPII object. */
function closedPlaces(options: ParseOptions): Place[] {
  const places: Place[] = [{ path: [], known: keysOf(parseOptionsSchema) }];
  options.formats?.forEach((f, i) => {
    if (typeof f === 'object')
      places.push({ path: ['formats', i], known: f.type === 'json' ? ['type', 'schema', 'prompt'] : ['type'] });
  });
  options.parsers?.forEach((p, i) => {
    if (typeof p === 'object') places.push({ path: ['parsers', i], known: objectBranchKeys(pdfParserSchema) });
  });
  if (typeof options.redactPII === 'object')
    places.push({ path: ['redactPII'], known: objectBranchKeys(redactPiiSchema) });
  return places;
}

const as = (options: ParseOptions, patch: Record<string, unknown>) =>
  ({ ...options, ...patch }) as Record<string, unknown>;

const cases: { name: string; arb: fc.Arbitrary<Invalid> }[] = [
  {
    name: 'unknown key at the top level, in an object format, an object parser or a redactPII object',
    arb: parseOptionsArb.chain((options) => withUnknownKey(options as Record<string, unknown>, closedPlaces(options))),
  },
  {
    // api-notes: the server answers these with 400 PARSE_UNSUPPORTED_OPTIONS; to our schema they are unknown keys.
    name: 'scrape-only options parse cannot use (actions, location, mobile, waitFor, ...)',
    arb: fc
      .tuple(
        parseOptionsArb,
        fc.constantFrom('actions', 'location', 'mobile', 'waitFor', 'parsePDF', 'maxAge', 'jsonOptions'),
        fc.jsonValue({ maxDepth: 1 }),
      )
      .map(([options, key, value]) => ({ input: as(options, { [key]: value }), field: key })),
  },
  {
    name: 'parsers[].maxPages 0 or 10001 (or further out)',
    arb: fc
      .tuple(parseOptionsArb, fc.oneof(fc.constantFrom(0, 10_001), fc.integer({ max: 0 }), fc.integer({ min: 10_001 })))
      .chain(([options, maxPages]) =>
        insertedAt<unknown>(options.parsers ?? [], { type: 'pdf', maxPages }).map(([parsers, i]) => ({
          input: as(options, { parsers }),
          field: `parsers.${i}.maxPages`,
        })),
      ),
  },
  {
    name: `timeout above ${PARSE_MAX_TIMEOUT_MS}`,
    arb: fc
      .tuple(
        parseOptionsArb,
        fc.oneof(fc.constant(PARSE_MAX_TIMEOUT_MS + 1), fc.integer({ min: PARSE_MAX_TIMEOUT_MS + 1 })),
      )
      .map(([options, timeout]) => ({ input: as(options, { timeout }), field: 'timeout' })),
  },
];

describe('invalid parse options are refused by parseOptionsSchema, naming the offending field', () => {
  for (const { name, arb } of cases) {
    it(`${name} — the v2 document (closed, as api-notes corrects it) refuses it too`, () => {
      let runs = 0;
      fc.assert(
        fc.property(arb, ({ input, field }) => {
          runs++;
          expect(refusedFields(parseOptionsSchema, input)).toContain(field);
          expect(validators.v2ParseOptionsAsServer(JSON.parse(JSON.stringify(input)))).toBe(false);
        }),
        { numRuns: RUNS },
      );
      expect(runs).toBe(RUNS);
    });
  }
});
