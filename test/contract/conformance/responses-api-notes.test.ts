import { describe, expect, it } from 'vitest';
import {
  activeCrawlsResponseSchema,
  extractedJson,
  parseResponseSchema,
  scrapeResponseSchema,
  tokenUsageResponseSchema,
} from '@/lib/api/schemas/index';

// Explicit cases of api-notes.md (Responses), where the real server departs from the documents.

describe('scrape / parse responses as the server sends them', () => {
  it('extracted JSON in `json` (server) or `llm_extraction` (interface, v1 document): both accepted, `json` read first', () => {
    const server = scrapeResponseSchema.parse({ success: true, data: { markdown: '# A', json: { price: 3 } } });
    const documented = scrapeResponseSchema.parse({ success: true, data: { llm_extraction: { price: 4 } } });
    const both = scrapeResponseSchema.parse({
      success: true,
      data: { json: { price: 5 }, llm_extraction: { price: 6 } },
    });
    expect([extractedJson(server.data), extractedJson(documented.data), extractedJson(both.data)]).toEqual([
      { price: 3 },
      { price: 4 },
      { price: 5 },
    ]);
  });

  it('unknown fields at every level are kept in the parsed output (shown as raw JSON)', () => {
    const body = {
      success: true,
      creditsUsed: 1,
      data: {
        markdown: 'x',
        scrape_id: 'abc',
        metadata: { title: 't', 'og:image': 'https://e.com/i.png', proxyUsed: 'basic', cacheState: 'miss' },
        actions: { screenshots: [], extra: [1] },
        changeTracking: { changeStatus: 'changed', previousScrapeAt: null, newField: true },
      },
    };
    expect(scrapeResponseSchema.parse(body)).toEqual(body);
    const parsed = {
      success: true,
      data: {
        markdown: 'x',
        pages: [{ pageNumber: 1, markdown: 'p', tokens: 9 }],
        blocks: [{ pageNumber: 1, items: [{ id: 'b1', extra: 'k' }], dpi: 72 }],
      },
    };
    expect(parseResponseSchema.parse(parsed)).toEqual(parsed);
  });

  it('changeStatus / visibility values the documents do not list are still accepted (responses never fail on news)', () => {
    const body = { success: true, data: { changeTracking: { changeStatus: 'moved', visibility: 'archived' } } };
    expect(scrapeResponseSchema.parse(body)).toEqual(body);
  });

  it('success:false (e.g. a DNS failure answered with HTTP 200) is not a success body', () => {
    const failure = { success: false, code: 'SCRAPE_DNS_RESOLUTION_ERROR', error: 'DNS failed' };
    expect(scrapeResponseSchema.safeParse(failure).success).toBe(false);
    expect(parseResponseSchema.safeParse(failure).success).toBe(false);
  });
});

describe('GET /v1/crawl/active as the server sends it', () => {
  // Follows the server (api-notes) over the v1 document: `crawls`, `created_at`, no `status`; the
  // document's required top-level `data` and per-crawl `status` are never sent.
  const crawl = {
    id: '0b7c1f3e-7f1a-4c55-9a57-9e4f7b8a1c2d',
    teamId: 'team-1',
    url: 'https://example.com',
    options: { scrapeOptions: { formats: [{ type: 'markdown' }], parsers: ['pdf'] }, limit: 10 },
    created_at: '2026-08-01T10:00:00.000Z',
  };

  it('crawls with created_at and no status are accepted; v2-shaped scrapeOptions and extra keys kept', () => {
    const body = { success: true, crawls: [crawl, { id: 'x', url: 'https://e.org', zdr: false }] };
    expect(activeCrawlsResponseSchema.parse(body)).toEqual(body);
  });

  it('a body shaped like the document (status per crawl, extra top-level data) is accepted too, those fields kept', () => {
    const body = { success: true, data: [], crawls: [{ ...crawl, status: 'scraping' }] };
    expect(activeCrawlsResponseSchema.parse(body)).toEqual(body);
  });

  it("following the server: a body with only the document's required `data` and no `crawls` is refused", () => {
    expect(activeCrawlsResponseSchema.safeParse({ success: true, data: [crawl] }).success).toBe(false);
  });
});

describe('GET /v1/team/token-usage/historical as the server sends it', () => {
  it('tokensUsed (server, SDK) and totalTokens (document) both give tokens; endDate null is the month in progress', () => {
    const parsed = tokenUsageResponseSchema.parse({
      success: true,
      periods: [
        { startDate: '2026-06-01T00:00:00.000Z', endDate: '2026-06-30T23:59:59.999Z', totalTokens: 1000 },
        { startDate: '2026-07-01T00:00:00.000Z', endDate: '2026-07-31T23:59:59.999Z', tokensUsed: 2000 },
        { startDate: '2026-08-01T00:00:00.000Z', endDate: null, tokensUsed: 5 },
      ],
    });
    expect(parsed.periods.map((p) => [p.tokens, p.endDate])).toEqual([
      [1000, '2026-06-30T23:59:59.999Z'],
      [2000, '2026-07-31T23:59:59.999Z'],
      [5, null],
    ]);
  });

  it("with byApiKey: apiKey (the key's display name) kept; without it: absent or null; unknown fields kept", () => {
    const parsed = tokenUsageResponseSchema.parse({
      success: true,
      periods: [
        { startDate: '2026-08-01T00:00:00.000Z', endDate: null, apiKey: 'ci key', tokensUsed: 7, teamId: 't' },
        { startDate: '2026-08-01T00:00:00.000Z', apiKey: null, tokensUsed: 1 },
        { startDate: '2026-08-01T00:00:00.000Z', tokensUsed: 2 },
      ],
      extra: 'kept',
    });
    expect(parsed.periods).toEqual([
      { startDate: '2026-08-01T00:00:00.000Z', endDate: null, apiKey: 'ci key', tokens: 7, teamId: 't' },
      { startDate: '2026-08-01T00:00:00.000Z', endDate: null, apiKey: null, tokens: 1 },
      { startDate: '2026-08-01T00:00:00.000Z', endDate: null, tokens: 2 },
    ]);
    expect(parsed).toHaveProperty('extra', 'kept');
  });
});
