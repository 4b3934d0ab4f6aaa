import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionSchema,
  changeTrackingOptionsSchema,
  jsonOptionsSchema,
  locationSchema,
  scrapeRequestSchema,
  threatProtectionSchema,
} from '@/lib/api/schemas/index';
import type { Action, ScrapeFormat, ScrapeRequestInput } from '@/lib/api/schemas/index';
import { actionArb, fitWaits, selectorArb } from './arbitraries-actions';
import { insertedAt, withUnknownKey } from './arbitraries-invalid';
import type { Invalid, Place } from './arbitraries-invalid';
import { domainGlobArb, scrapeRequestArb, tldArb } from './arbitraries-scrape';
import { refusedFields } from './rejection';
import { validators } from './request-validators';

const RUNS = 100;
const keysOf = (schema: { shape: object }): string[] => Object.keys(schema.shape);
const actionKeys = (type: Action['type']): string[] =>
  keysOf(actionSchema.options.find((o) => o.shape.type.value === type) ?? { shape: {} });

/** Every object of the request that is closed (server and our schema refuse unknown keys there). */
function closedPlaces(req: ScrapeRequestInput): Place[] {
  const places: Place[] = [{ path: [], known: keysOf(scrapeRequestSchema) }];
  if (req.jsonOptions) places.push({ path: ['jsonOptions'], known: keysOf(jsonOptionsSchema) });
  if (req.changeTrackingOptions)
    places.push({ path: ['changeTrackingOptions'], known: keysOf(changeTrackingOptionsSchema) });
  if (req.location) places.push({ path: ['location'], known: keysOf(locationSchema) });
  if (req.threatProtection) places.push({ path: ['threatProtection'], known: keysOf(threatProtectionSchema) });
  req.actions?.forEach((a, i) => places.push({ path: ['actions', i], known: actionKeys(a.type) }));
  return places;
}

const formatsOf = (req: ScrapeRequestInput, drop: ScrapeFormat[]): ScrapeFormat[] =>
  (req.formats ?? ['markdown']).filter((f) => !drop.includes(f));
const as = (req: ScrapeRequestInput, patch: Record<string, unknown>) =>
  ({ ...req, ...patch }) as Record<string, unknown>;

/**
 * `document`: what the provider's v1 document (objects closed) says of the same request.
 * "allows" marks a rule of api-notes the document lacks: our schema follows api-notes.
 */
const cases: { name: string; document: 'refuses' | 'allows' | 'mixed'; arb: fc.Arbitrary<Invalid> }[] = [
  {
    name: 'unknown key, top level or nested (api-notes: the server refuses unknown keys)',
    document: 'refuses',
    arb: scrapeRequestArb.chain((req) => withUnknownKey(req as Record<string, unknown>, closedPlaces(req))),
  },
  {
    name: 'location.country not ^[A-Z]{2}$',
    document: 'refuses',
    arb: fc
      .tuple(
        scrapeRequestArb,
        fc.oneof(fc.constantFrom('us', 'USA', 'U', 'De', 'U S', '', 'GBR', '12', 'DE\n'), fc.string({ maxLength: 4 })),
      )
      .filter(([, country]) => !/^[A-Z]{2}$/.test(country))
      .map(([req, country]) => ({
        input: as(req, { location: { ...req.location, country } }),
        field: 'location.country',
      })),
  },
  {
    name: 'threatProtection.riskScoreThreshold outside the integers 0..100',
    document: 'refuses',
    arb: fc
      .tuple(
        scrapeRequestArb,
        fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 101 }), fc.double({ min: 0.01, max: 99.99, noNaN: true })),
      )
      .filter(([, score]) => !Number.isInteger(score) || score < 0 || score > 100)
      .map(([req, score]) => ({
        input: as(req, { threatProtection: { ...req.threatProtection, riskScoreThreshold: score } }),
        field: 'threatProtection.riskScoreThreshold',
      })),
  },
  {
    name: 'more than 1000 blacklist / whitelist / blockedTlds items',
    document: 'refuses',
    arb: fc
      .tuple(
        scrapeRequestArb,
        fc.constantFrom('blacklist', 'whitelist', 'blockedTlds'),
        fc.integer({ min: 1001, max: 1100 }),
        domainGlobArb,
        tldArb,
      )
      .map(([req, list, length, domain, tld]) => ({
        input: as(req, {
          threatProtection: {
            ...req.threatProtection,
            [list]: Array(length).fill(list === 'blockedTlds' ? tld : domain),
          },
        }),
        field: `threatProtection.${list}`,
      })),
  },
  {
    name: 'json format without jsonOptions',
    document: 'allows',
    arb: scrapeRequestArb.map((req) => {
      const { jsonOptions: _dropped, ...rest } = req;
      return { input: as(rest, { formats: [...formatsOf(req, ['json']), 'json'] }), field: 'jsonOptions' };
    }),
  },
  {
    name: 'jsonOptions without the json format',
    document: 'allows',
    arb: scrapeRequestArb.map((req) => ({
      input: as(req, { formats: formatsOf(req, ['json']), jsonOptions: req.jsonOptions ?? { prompt: 'x' } }),
      field: 'formats',
    })),
  },
  {
    name: 'changeTracking without markdown',
    document: 'allows',
    arb: scrapeRequestArb.map((req) => ({
      input: as(req, { formats: [...formatsOf(req, ['markdown', 'changeTracking']), 'changeTracking'] }),
      field: 'formats',
    })),
  },
  {
    name: 'screenshot and screenshot@fullPage together',
    document: 'allows',
    arb: scrapeRequestArb.map((req) => ({
      input: as(req, {
        formats: [...formatsOf(req, ['screenshot', 'screenshot@fullPage']), 'screenshot', 'screenshot@fullPage'],
      }),
      field: 'formats',
    })),
  },
  {
    name: 'wait action with both or neither of milliseconds/selector',
    document: 'allows',
    arb: fc
      .tuple(
        scrapeRequestArb,
        fc.oneof(
          fc.constant({ type: 'wait' }),
          fc.record({
            type: fc.constant('wait'),
            milliseconds: fc.integer({ min: 1, max: 100 }),
            selector: selectorArb,
          }),
        ),
      )
      .chain(([req, wait]) =>
        insertedAt<unknown>((req.actions ?? []).slice(0, 49), wait).map(([actions, i]) => ({
          input: as(req, { actions }),
          field: `actions.${i}.milliseconds`,
        })),
      ),
  },
  {
    name: 'more than 50 actions',
    document: 'allows',
    arb: fc.tuple(scrapeRequestArb, fc.array(actionArb, { minLength: 51, maxLength: 80 })).map(([req, actions]) => ({
      input: as(req, { actions: fitWaits(actions, req.waitFor ?? 0) }),
      field: 'actions',
    })),
  },
  {
    name: 'timeout below 1000',
    document: 'allows',
    arb: fc
      .tuple(scrapeRequestArb, fc.integer({ min: -1_000_000, max: 999 }))
      .map(([req, timeout]) => ({ input: as(req, { timeout }), field: 'timeout' })),
  },
  {
    name: 'waitFor above half the timeout (given or the 30000 default)',
    document: 'allows',
    arb: fc
      .tuple(scrapeRequestArb, fc.option(fc.integer({ min: 1000, max: 119_998 }), { nil: undefined }))
      .chain(([req, timeout]) =>
        fc.integer({ min: Math.floor((timeout ?? 30_000) / 2) + 1, max: 60_000 }).map((waitFor) => {
          const { timeout: _t, actions: _a, ...rest } = req;
          return { input: as(rest, { waitFor, ...(timeout === undefined ? {} : { timeout }) }), field: 'waitFor' };
        }),
      ),
  },
  {
    name: 'url that is not http(s)',
    document: 'mixed', // the document's `format: uri` refuses "example.com" but takes ftp:, file:, ...
    arb: fc
      .tuple(
        scrapeRequestArb,
        fc.oneof(
          fc.constantFrom(
            'ftp://example.com/a',
            'file:///etc/passwd',
            'mailto:a@b.c',
            'javascript:alert(1)',
            'data:text/html,hi',
            'chrome://settings',
            'about:blank',
            'example.com',
            '//example.com',
            'http//example.com',
            '',
          ),
          fc.webUrl({ validSchemes: ['ftp', 'ws', 'wss', 'gopher', 'chrome-extension'] }),
        ),
      )
      .map(([req, url]) => ({ input: as(req, { url }), field: 'url' })),
  },
  {
    name: 'screenshot action quality 0 or 101 (or further out)',
    document: 'allows', // the document says 1 to 100 in prose only
    arb: fc
      .tuple(scrapeRequestArb, fc.oneof(fc.constantFrom(0, 101), fc.integer({ max: 0 }), fc.integer({ min: 101 })))
      .chain(([req, quality]) =>
        insertedAt<unknown>((req.actions ?? []).slice(0, 49), { type: 'screenshot', quality }).map(([actions, i]) => ({
          input: as(req, { actions }),
          field: `actions.${i}.quality`,
        })),
      ),
  },
];

describe('invalid scrape requests are refused by scrapeRequestSchema, naming the offending field', () => {
  for (const { name, document, arb } of cases) {
    const followed = document === 'allows' ? ' — the v1 document allows it; api-notes followed' : '';
    it(`${name}${followed}`, () => {
      let runs = 0;
      fc.assert(
        fc.property(arb, ({ input, field }) => {
          runs++;
          expect(refusedFields(scrapeRequestSchema, input)).toContain(field);
          const wire = JSON.parse(JSON.stringify(input)) as unknown;
          if (document === 'refuses') expect(validators.v1ScrapeRequest(wire)).toBe(false);
          if (document === 'allows')
            expect(validators.v1ScrapeRequest(wire), validators.v1ScrapeRequest.explain()).toBe(true);
        }),
        { numRuns: RUNS },
      );
      expect(runs).toBe(RUNS);
    });
  }
});
