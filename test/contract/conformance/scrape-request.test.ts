import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTION_TYPES,
  DEFAULT_TIMEOUT_MS,
  MAX_TOTAL_WAIT_MS,
  LOCAL_ONLY_FORMATS,
  SCRAPE_FORMATS,
  scrapeRequestSchema,
} from '@/lib/api/schemas/index';
import type { ScrapeRequestInput } from '@/lib/api/schemas/index';
import { fullListsArb, jsonOptionsArb, scrapeRequestArb } from './arbitraries-scrape';
import { httpUrlArb } from './arbitraries-shared';
import { validators } from './request-validators';
import { expectedWire } from './expected-wire';

const RUNS = 1000;

/** What the client puts on the wire: the schema's output through JSON (client.ts does the same). */
function sent(input: unknown): unknown {
  const checked = scrapeRequestSchema.safeParse(input);
  if (!checked.success)
    throw new Error(`scrapeRequestSchema refused a valid request:\n${JSON.stringify(checked.error.issues)}`);
  return JSON.parse(JSON.stringify(checked.data));
}

describe('scrape requests: our schema vs the v1 document, objects closed like the server', () => {
  it(`${RUNS} generated requests over every option pass scrapeRequestSchema, and what is sent passes the v1 document and the api-notes rules`, () => {
    let runs = 0;
    const actionTypes = new Set<string>();
    const formats = new Set<string>();
    fc.assert(
      fc.property(scrapeRequestArb, (input) => {
        runs++;
        const body = sent(input);
        // Only what the user set goes out: no defaults filled in, nothing client-only added.
        expect(body).toEqual(expectedWire(input));
        expect(validators.v1ScrapeRequest(body), validators.v1ScrapeRequest.explain()).toBe(true);
        expect(validators.v1ScrapeRequestTightened(body), validators.v1ScrapeRequestTightened.explain()).toBe(true);
        // api-notes rules JSON Schema cannot say (body equals input, checked above): waitFor at most
        // half the timeout; waitFor plus wait actions at most 60 s.
        const waitFor = input.waitFor ?? 0;
        expect(waitFor).toBeLessThanOrEqual((input.timeout ?? DEFAULT_TIMEOUT_MS) / 2);
        const waits = (input.actions ?? []).reduce(
          (sum, a) => sum + (a.type === 'wait' ? (a.milliseconds ?? 0) : 0),
          0,
        );
        expect(waitFor + waits).toBeLessThanOrEqual(MAX_TOTAL_WAIT_MS);
        input.actions?.forEach((a) => actionTypes.add(a.type));
        input.formats?.forEach((f) => formats.add(f));
      }),
      { numRuns: RUNS },
    );
    expect(runs).toBe(RUNS);
    // The generator really reached every action type and every format v1 has (the page's own facts are
    // the local engine's: the client refuses them before sending, below).
    expect([...actionTypes].sort()).toEqual([...ACTION_TYPES].sort());
    const v1Formats = SCRAPE_FORMATS.filter((f) => !LOCAL_ONLY_FORMATS.includes(f));
    expect([...formats].sort()).toEqual([...v1Formats].sort());
  });

  it('threatProtection lists at the 1000-item maximum pass our schema and the v1 document', () => {
    let runs = 0;
    fc.assert(
      fc.property(scrapeRequestArb, fullListsArb, (input, lists) => {
        runs++;
        const body = sent({ ...input, threatProtection: { ...input.threatProtection, ...lists } });
        expect(validators.v1ScrapeRequest(body), validators.v1ScrapeRequest.explain()).toBe(true);
      }),
      { numRuns: 20 },
    );
    expect(runs).toBe(20);
  });

  // Follows api-notes over the documents: checkPromptInjection is a real opt-in option (newest SDK)
  // that no published document has, so it is left out of the run above. It passes our schema, and
  // the closed v1 document refuses it, naming it: the reason it must be sent only when turned on.
  it('jsonOptions.checkPromptInjection (api-notes, in no document): accepted by our schema, the only key the closed v1 document refuses', () => {
    let runs = 0;
    fc.assert(
      fc.property(httpUrlArb, jsonOptionsArb, (url, jsonOptions) => {
        runs++;
        const input: ScrapeRequestInput = {
          url,
          formats: ['json'],
          jsonOptions: { ...jsonOptions, checkPromptInjection: true },
        };
        const body = sent(input);
        expect(validators.v1ScrapeRequest(body)).toBe(false);
        expect(validators.v1ScrapeRequest.explain()).toMatch(
          /^\/jsonOptions must NOT have additional properties \{"additionalProperty":"checkPromptInjection"\}$/,
        );
        expect(validators.v1ScrapeRequest(sent({ url, formats: ['json'], jsonOptions }))).toBe(true);
      }),
      { numRuns: 100 },
    );
    expect(runs).toBe(100);
  });

  it('whitespace typed around url, selectors and domains is trimmed before sending, so the body still conforms', () => {
    const body = sent({
      url: '  https://example.com/a  ',
      actions: [
        { type: 'click', selector: ' #go ' },
        { type: 'wait', selector: '\t.ready\n' },
      ],
      threatProtection: { blacklist: [' *.example.org '] },
    });
    expect(body).toMatchObject({
      url: 'https://example.com/a',
      actions: [{ selector: '#go' }, { selector: '.ready' }],
      threatProtection: { blacklist: ['*.example.org'] },
    });
    expect(validators.v1ScrapeRequest(body), validators.v1ScrapeRequest.explain()).toBe(true);
  });

  // Follows api-notes over the v1 document, which allows a wait with both or neither field: the
  // server takes exactly one. Our schema refuses both shapes; the plain document would let them through.
  it('a wait with both or neither of milliseconds/selector: the v1 document allows it, api-notes (followed) and our schema do not', () => {
    for (const wait of [{ type: 'wait' }, { type: 'wait', milliseconds: 5, selector: '#a' }]) {
      const body = { url: 'https://example.com', actions: [wait] };
      expect(validators.v1ScrapeRequest(body)).toBe(true);
      expect(validators.v1ScrapeRequestTightened(body)).toBe(false);
      expect(scrapeRequestSchema.safeParse(body).success).toBe(false);
    }
  });
});
