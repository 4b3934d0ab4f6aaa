import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeCrawlsResponseSchema,
  crawlCancelledSchema,
  crawlErrorsSchema,
  crawlParamsPreviewSchema,
  crawlStartedSchema,
  crawlStatusSchema,
  mapResponseSchema,
  parseResponseSchema,
  scrapeResponseSchema,
  tokenUsageResponseSchema,
} from '@/lib/api/schemas/index';
import { compile } from './openapi-ajv';
import {
  v1ActiveCrawlsResponse,
  v1MapResponse,
  v1ScrapeResponse,
  v1TokenUsageResponse,
  v2CrawlCancelled,
  v2CrawlErrors,
  v2CrawlParamsPreview,
  v2CrawlStarted,
  v2CrawlStatus,
  v2MapResponse,
  v2ParseResponse,
  v1SearchResponse,
  v2SearchResponse,
} from './response-docs';
import { searchResponseSchema, v1SearchResponseSchema } from '@/lib/api/schemas/search';
import { sampleOf } from './schema-sampler';
import {
  scrapeInteractResponseSchema,
  sessionCreatedSchema,
  sessionExecuteResponseSchema,
  sessionListSchema,
  sessionStoppedSchema,
} from '@/lib/interact/interact-schemas';
import {
  v2ScrapeInteractResponse,
  v2ScrapeInteractStopped,
  v2SessionCreated,
  v2SessionDeleted,
  v2SessionExecuted,
  v2SessionList,
} from './response-docs';
import type { Schema } from './json-schema';

const RUNS = 300;
const sampler = { maxDepth: 7, extraKeys: true };

/** Samples the document schema, checks the sample against the document itself, then against ours. */
function conforms(docSchema: Schema, accept: (sample: unknown) => void): number {
  const docValid = compile(docSchema);
  let runs = 0;
  fc.assert(
    fc.property(sampleOf(docSchema, sampler), (sample) => {
      runs++;
      expect(docValid(sample), `sampler produced a value the document refuses:\n${docValid.explain()}`).toBe(true);
      accept(sample);
    }),
    { numRuns: RUNS },
  );
  return runs;
}

describe('responses generated from the provider documents are accepted, unknown fields kept', () => {
  it('v1 POST /scrape 200 (ScrapeResponse: actions, metadata with extra keys, llm_extraction, changeTracking)', () => {
    expect(conforms(v1ScrapeResponse(), (s) => expect(scrapeResponseSchema.parse(s)).toEqual(s))).toBe(RUNS);
  });

  it('v2 POST /parse 200 (v2 ScrapeResponse: pages, blocks, branding, product, menu, summary, ...)', () => {
    expect(conforms(v2ParseResponse(), (s) => expect(parseResponseSchema.parse(s)).toEqual(s))).toBe(RUNS);
  });

  it('v1 GET /crawl/active 200, following the server: `crawls` required, no `data`, no per-crawl `status`', () => {
    expect(conforms(v1ActiveCrawlsResponse(), (s) => expect(activeCrawlsResponseSchema.parse(s)).toEqual(s))).toBe(
      RUNS,
    );
  });

  it('v1 GET /team/token-usage/historical 200, with and without apiKey', () => {
    // The schema turns totalTokens/tokensUsed into `tokens` and a missing endDate into null, keeping the rest.
    const expected = ({ periods, ...top }: { periods: Record<string, unknown>[] }) => ({
      ...top,
      periods: periods.map(({ totalTokens, endDate, ...rest }) => ({
        ...rest,
        endDate: endDate ?? null,
        tokens: totalTokens ?? 0,
      })),
    });
    expect(
      conforms(v1TokenUsageResponse(), (s) =>
        expect(tokenUsageResponseSchema.parse(s)).toEqual(expected(s as Parameters<typeof expected>[0])),
      ),
    ).toBe(RUNS);
  });
});

describe('crawl and map answers generated from the v2 document are accepted, unknown fields kept', () => {
  it.each([
    ['POST /crawl 200 (CrawlResponse)', v2CrawlStarted, crawlStartedSchema],
    [
      'GET /crawl/{id} 200 (CrawlStatusResponseObj: v2 documents with pages, blocks, ...)',
      v2CrawlStatus,
      crawlStatusSchema,
    ],
    ['GET /crawl/{id}/errors 200 (CrawlErrorsResponseObj)', v2CrawlErrors, crawlErrorsSchema],
    ['DELETE /crawl/{id} 200', v2CrawlCancelled, crawlCancelledSchema],
    ['POST /crawl/params-preview 200', v2CrawlParamsPreview, crawlParamsPreviewSchema],
    ['POST /map 200 (links as objects)', v2MapResponse, mapResponseSchema],
  ])('v2 %s', (_name, doc, schema) => {
    expect(conforms(doc(), (s) => expect(schema.parse(s)).toEqual(s))).toBe(RUNS);
  });

  it('v1 POST /map 200: bare addresses become {url} objects, the rest kept', () => {
    const expected = ({ links, ...rest }: { links: string[] }) => ({ ...rest, links: links.map((url) => ({ url })) });
    expect(
      conforms(v1MapResponse(), (s) =>
        expect(mapResponseSchema.parse(s)).toEqual(expected(s as Parameters<typeof expected>[0])),
      ),
    ).toBe(RUNS);
  });
});

describe('interact answers generated from the v2 document are accepted, unknown fields kept', () => {
  it.each([
    [
      'POST /scrape/{jobId}/interact 200 (a run: success false when it failed)',
      v2ScrapeInteractResponse,
      scrapeInteractResponseSchema,
    ],
    ['DELETE /scrape/{jobId}/interact 200', v2ScrapeInteractStopped, sessionStoppedSchema],
    ['POST /interact 200 (a session of its own)', v2SessionCreated, sessionCreatedSchema],
    ['GET /interact 200 (the sessions)', v2SessionList, sessionListSchema],
    ['POST /interact/{sessionId}/execute 200', v2SessionExecuted, sessionExecuteResponseSchema],
    ['DELETE /interact/{sessionId} 200', v2SessionDeleted, sessionStoppedSchema],
  ])('v2 %s', (_name, doc, schema) => {
    expect(conforms(doc(), (s) => expect(schema.parse(s)).toEqual(s))).toBe(RUNS);
  });
});

describe('search answers generated from the documents are accepted, unknown fields kept', () => {
  it.each([
    ['v2 POST /search 200 (web, news, images; scraped fields in place)', v2SearchResponse, searchResponseSchema],
    ['v1 POST /search 200 (web results as a list)', v1SearchResponse, v1SearchResponseSchema],
  ])('%s', (_name, doc, schema) => {
    expect(conforms(doc(), (s) => expect(schema.parse(s)).toEqual(s))).toBe(RUNS);
  });
});
