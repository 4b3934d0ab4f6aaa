import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/api/field-errors';
import {
  CRAWL_LIMIT,
  crawlOptionsFromPreview,
  crawlOptionsSchema,
  crawlRequestSchema,
  localCrawlLimit,
  pathPatternProblem,
} from '@/lib/api/schemas/crawl';
import { mapRequestSchema, mapResponseSchema } from '@/lib/api/schemas/map';

// The crawl and map request rules, each next to its field, as the forms show them.
const errorsOf = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
};

describe('crawl requests', () => {
  it('checks each path pattern as a JavaScript regular expression, naming the pattern and why', () => {
    expect(pathPatternProblem('^/docs/(guides|api)/')).toBeUndefined();
    expect(pathPatternProblem('(')).toBe('"(" is not a valid regular expression: Unterminated group.');
    expect(pathPatternProblem('[z-a]')).toMatch(/^"\[z-a\]" is not a valid regular expression: Range out of order/);
    expect(
      errorsOf(crawlRequestSchema, { url: 'https://e.com', includePaths: ['ok', '+'], excludePaths: ['a**', 'b'] }),
    ).toEqual([
      { field: 'includePaths.1', message: '"+" is not a valid regular expression: Nothing to repeat.' },
      { field: 'excludePaths.0', message: '"a**" is not a valid regular expression: Nothing to repeat.' },
    ]);
  });

  it('names the field of an address, a limit, a depth, a delay or a prompt out of range', () => {
    const bad = {
      url: 'mailto:a@b.c',
      limit: 0,
      maxDiscoveryDepth: -1,
      delay: 61,
      maxConcurrency: 0,
      prompt: 'x'.repeat(10_001),
    };
    expect(errorsOf(crawlRequestSchema, bad)).toEqual([
      { field: 'url', message: 'Only http and https pages can be scraped, not mailto.' },
      { field: 'prompt', message: 'Use at most 10000 characters.' },
      { field: 'maxDiscoveryDepth', message: expect.stringContaining('0 or more') },
      { field: 'limit', message: 'Read at least 1 page.' },
      { field: 'delay', message: 'Use a delay above 0 and at most 60 seconds, or leave it empty for none.' },
      { field: 'maxConcurrency', message: 'Read at least 1 page at a time.' },
    ]);
    expect(errorsOf(crawlRequestSchema, { url: 'https://e.com', maxDepth: 2 })).toEqual([
      { field: '(request)', message: 'Unknown option: maxDepth.' },
    ]);
  });

  it('states the local limits: a default and a hard cap', () => {
    expect(CRAWL_LIMIT).toEqual({ default: 100, max: 2000 });
    expect(localCrawlLimit.safeParse(CRAWL_LIMIT.max).success).toBe(true);
    expect(errorsOf(localCrawlLimit, CRAWL_LIMIT.max + 1)).toEqual([
      { field: '(request)', message: 'A crawl in your browser reads at most 2000 pages.' },
    ]);
    // The local engine's options are the same names and checks.
    expect(crawlOptionsSchema.parse({ includePaths: ['^/a'], limit: 5, sitemap: 'only' })).toEqual({
      includePaths: ['^/a'],
      limit: 5,
      sitemap: 'only',
    });
  });

  it('takes from a preview only the crawl options that pass their checks', () => {
    const data = {
      url: 'https://e.com',
      includePaths: ['^/api/'],
      excludePaths: ['('],
      maxDepth: 4,
      maxDiscoveryDepth: 2,
      deduplicateSimilarURLs: true,
      sitemap: 'include',
      allowSubdomains: null,
      delay: 1500,
      limit: 200,
      somethingNew: 1,
    };
    expect(crawlOptionsFromPreview(data)).toEqual({
      includePaths: ['^/api/'],
      maxDiscoveryDepth: 2,
      sitemap: 'include',
      limit: 200,
    });
    expect(crawlOptionsFromPreview(undefined)).toEqual({});
  });
});

describe('map', () => {
  it('limit from 1 to 100000', () => {
    expect(errorsOf(mapRequestSchema, { url: 'https://e.com', limit: 0 })).toEqual([
      { field: 'limit', message: 'Ask for 1 to 100000 addresses.' },
    ]);
  });

  it('answers always hold a list of {url, title?, description?}', () => {
    expect(
      mapResponseSchema.parse({ success: true, links: ['https://e.com/a', { url: 'https://e.com/b', title: 'B' }] })
        .links,
    ).toEqual([{ url: 'https://e.com/a' }, { url: 'https://e.com/b', title: 'B' }]);
    expect(mapResponseSchema.parse({ success: true }).links).toEqual([]);
  });
});
