import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeCrawlsResponseSchema,
  parseResponseSchema,
  scrapeResponseSchema,
  tokenUsageResponseSchema,
} from '@/lib/api/schemas';
import { compile } from './openapi-ajv';
import { v1ActiveCrawlsResponse, v1ScrapeResponse, v1TokenUsageResponse, v2ParseResponse } from './response-docs';
import { sampleOf } from './schema-sampler';
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
