import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOptionsSchema } from '@/lib/api/schemas/index';
import { documentParseOptionsArb, parseOptionsArb } from './arbitraries-parse';
import { validators } from './request-validators';
import type { DocValidator } from './openapi-ajv';
import { expectedWire } from './expected-wire';

const RUNS = 1000;

/** The `options` part as the client sends it: the schema's output through JSON.stringify. */
function sent(input: unknown): unknown {
  const checked = parseOptionsSchema.safeParse(input);
  if (!checked.success)
    throw new Error(`parseOptionsSchema refused valid options:\n${JSON.stringify(checked.error.issues)}`);
  return JSON.parse(JSON.stringify(checked.data));
}

function conformance(arb: fc.Arbitrary<unknown>, validate: DocValidator, runs: number): number {
  let ran = 0;
  fc.assert(
    fc.property(arb, (input) => {
      ran++;
      const body = sent(input);
      expect(body).toEqual(expectedWire(input));
      expect(validate(body), validate.explain()).toBe(true);
    }),
    { numRuns: runs },
  );
  return ran;
}

describe('parse options: our schema vs v2 components.schemas.ParseOptions, objects closed like the server', () => {
  // Follows api-notes where it and the v2 document differ: formats as strings (interface) AND {type}
  // objects (document) — the server takes both; parsers as "pdf" (interface, and the document's own
  // default ["pdf"]) AND {type:'pdf', mode, maxPages}; no pages/blocks/pageMarkers (not in the
  // 2026-08 server). The document is widened/narrowed accordingly in v2ParseOptionsAsServer().
  it(`${RUNS} generated options (string and {type} formats, "pdf" and object parsers, redactPII bool/object) pass our schema and the v2 document as api-notes corrects it`, () => {
    expect(conformance(parseOptionsArb, validators.v2ParseOptionsAsServer, RUNS)).toBe(RUNS);
  });

  // The document's own spelling must also pass the unmodified (closed) document, pages/blocks/pageMarkers included.
  it(`${RUNS} generated options spelled only as the v2 document spells them pass our schema and the unmodified v2 document`, () => {
    expect(conformance(documentParseOptionsArb, validators.v2ParseOptions, RUNS)).toBe(RUNS);
  });

  it('string formats and the "pdf" parser string are what the unmodified v2 document refuses (api-notes: the server takes them)', () => {
    for (const options of [{ formats: ['markdown'] }, { parsers: ['pdf'] }]) {
      expect(sent(options)).toEqual(options);
      expect(validators.v2ParseOptions(options)).toBe(false);
      expect(validators.v2ParseOptionsAsServer(options)).toBe(true);
    }
  });

  it('pages/blocks/pageMarkers: in the v2 document, refused by the server of api-notes, so sent only when set', () => {
    const options = { parsers: [{ type: 'pdf', pages: true, blocks: false, pageMarkers: true }] };
    expect(sent(options)).toEqual({ parsers: [{ type: 'pdf', pages: true, pageMarkers: true }] });
    expect(validators.v2ParseOptions(options)).toBe(true);
    expect(validators.v2ParseOptionsAsServer(options)).toBe(false);
  });
});
