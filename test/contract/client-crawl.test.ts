import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { createClient } from '@/lib/api/client';
import { withFeatureCalls } from './feature-clients';
import { crawlOptionsFromPreview, crawlRequestSchema, type CrawlStatus } from '@/lib/api/schemas/crawl';
import { toV2ScrapeOptions } from '@/lib/crawl/v2-scrape-options';
import { TEAM_A_KEY, TEAM_B_KEY } from '../server/index';
import { compile } from './conformance/openapi-ajv';
import { at, v2Doc } from './conformance/openapi-docs';
import { normalize } from './conformance/openapi-normalize';
import { ALL_READ, clientOf, crawlSiteServer, SITE } from './crawl-site';
import { until } from './server-call';

// v2 crawl end to end, the real client against the contract server: every option, the status a
// page at a time with `next` kept to the service's origin, errors and robots-blocked addresses,
// cancel, params preview, 429s, and refusals on either side.
const env = crawlSiteServer();
const client = (apiKey = TEAM_A_KEY) => clientOf(env.server, apiKey);

const finished = (id: string) =>
  until(
    () => client().crawlStatus(id),
    (s) => s.status !== 'scraping',
  );
/** The source addresses of every status page, read one page at a time. */
async function readAll(id: string): Promise<{ pages: CrawlStatus[]; urls: string[] }> {
  const pages: CrawlStatus[] = [];
  for await (const page of client().crawlStatusPages(id)) pages.push(page);
  const urls = pages.flatMap((p) => p.data ?? []).map((d) => String(d.metadata?.sourceURL));
  return { pages, urls: urls.sort() };
}

// The v2 document's crawl request with every object closed: what the client sends must pass it.
const documented = compile(
  normalize(v2Doc, at(v2Doc, 'paths', '/crawl', 'post', 'requestBody', 'content', 'application/json', 'schema'), {
    closed: true,
  }),
);

describe('crawl', () => {
  it('starts with every option, sends exactly them (v2 scrape options from ours), and reads what they say', async () => {
    const request = {
      url: `${SITE}/docs/`,
      prompt: 'Only the docs, at most 50 pages',
      includePaths: ['^/docs/'],
      excludePaths: ['^/docs/deep/2$'],
      regexOnFullURL: false,
      maxDiscoveryDepth: 1,
      sitemap: 'include' as const,
      ignoreQueryParameters: true,
      limit: 50,
      crawlEntireDomain: false,
      allowExternalLinks: false,
      allowSubdomains: false,
      ignoreRobotsTxt: false,
      robotsUserAgent: 'WebDataExtractor',
      delay: 0.01,
      maxConcurrency: 2,
      webhook: {
        url: 'https://hooks.example/crawl',
        headers: { 'X-Token': 't' },
        metadata: { run: 1 },
        events: ['page' as const, 'completed' as const],
      },
      scrapeOptions: toV2ScrapeOptions({ formats: ['markdown', 'links'], onlyMainContent: true, parsePDF: true }),
      zeroDataRetention: false,
    };
    const started = await client().crawlStart(request);
    expect(started).toMatchObject({
      success: true,
      id: expect.any(String),
      url: `${env.server.url}/v2/crawl/${started.id}`,
    });
    const sent = env.server.requests.at(-1);
    expect(sent).toMatchObject({ method: 'POST', path: '/v2/crawl' });
    expect(sent?.body).toEqual(crawlRequestSchema.parse(request));
    expect(sent?.body).toMatchObject({
      scrapeOptions: { formats: [{ type: 'markdown' }, { type: 'links' }], parsers: [{ type: 'pdf' }] },
    });
    expect(documented(sent?.body), documented.explain()).toBe(true);

    expect((await finished(started.id)).status).toBe('completed');
    const { urls, pages } = await readAll(started.id);
    expect(urls).toEqual(
      ['/docs/', '/docs/a', '/docs/b', '/docs/deep/1', '/docs/only-in-sitemap'].map((p) => SITE + p),
    );
    expect(pages[0]?.data?.[0]?.links).toEqual(expect.any(Array));
  });

  it('reads the status a page at a time through next; a running crawl stops at an empty page to go on from', async () => {
    const { id } = await client().crawlStart({ url: `${SITE}/` });
    await finished(id);
    const { pages, urls } = await readAll(id);
    expect(pages.map((p) => p.data?.length)).toEqual([10, 2]);
    expect(pages.at(-1)?.next).toBeFalsy();
    expect(urls).toEqual(ALL_READ);
    expect(env.server.requests.filter((r) => r.path === `/v2/crawl/${id}` && r.query.skip === '10')).toHaveLength(1);

    // The same, one call a page: the first by the crawl's id, the next ones by their address.
    const second = await client().crawlStatusPage(pages[0]?.next ?? '');
    expect(second.data?.map((d) => d.metadata?.sourceURL)).toEqual(pages[1]?.data?.map((d) => d.metadata?.sourceURL));
    expect((await client().crawlStatusPage(id)).data).toEqual(pages[0]?.data);

    const slow = await client().crawlStart({ url: `${SITE}/`, delay: 0.1, sitemap: 'skip' });
    const seen: CrawlStatus[] = [];
    for await (const page of client().crawlStatusPages(slow.id)) seen.push(page);
    const last = seen.at(-1);
    expect(last?.status).toBe('scraping');
    expect(last?.data).toEqual([]);
    expect(last?.next).toMatch(new RegExp(`^${env.server.url}/v2/crawl/${slow.id}\\?skip=\\d+$`));
    await finished(slow.id);
    const rest: CrawlStatus[] = [];
    for await (const page of client().crawlStatusPages(slow.id, { from: last?.next ?? '' })) rest.push(page);
    const all = [...seen, ...rest].flatMap((p) => p.data ?? []);
    expect(new Set(all.map((d) => d.metadata?.sourceURL)).size).toBe(all.length);
    expect(all.length).toBe((await client().crawlStatus(slow.id)).completed);
  });

  it('never follows a next on another origin, nor reads from one: the key stays with the service', async () => {
    const asked: string[] = [];
    const fetcher = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      const next = 'https://elsewhere.example/v2/crawl/x?skip=10';
      return new Response(JSON.stringify({ success: true, status: 'scraping', data: [{}], next }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const other = withFeatureCalls(createClient({ baseUrl: env.server.url, apiKey: TEAM_A_KEY, fetch: fetcher }));
    const refused = { kind: 'bad-response', message: expect.stringContaining('elsewhere.example') };
    await expect(other.crawlStatus('x')).rejects.toMatchObject(refused);
    await expect(other.crawlStatusPages('x').next()).rejects.toMatchObject(refused);
    await expect(other.crawlStatus('x', { from: 'https://elsewhere.example/v2/crawl/x?skip=1' })).rejects.toMatchObject(
      refused,
    );
    await expect(other.crawlStatusPage('https://elsewhere.example/v2/crawl/x?skip=1')).rejects.toMatchObject(refused);
    expect(asked).toEqual([`${env.server.url}/v2/crawl/x`, `${env.server.url}/v2/crawl/x`]);
  });

  it('lists the failed page and the address robots.txt kept it from', async () => {
    const { id } = await client().crawlStart({ url: `${SITE}/` });
    await finished(id);
    expect(await client().crawlErrors(id)).toEqual({
      errors: [
        {
          id: expect.any(String),
          timestamp: expect.any(String),
          url: `${SITE}/docs/broken`,
          code: 'SCRAPE_SITE_ERROR',
          error: expect.stringContaining('500'),
        },
      ],
      robotsBlocked: [`${SITE}/private/secret`],
    });
  });

  it('cancels; another team cannot see or cancel the crawl', async () => {
    const { id } = await client().crawlStart({ url: `${SITE}/`, delay: 1 });
    await expect(client(TEAM_B_KEY).crawlStatus(id)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(client(TEAM_B_KEY).crawlCancel(id)).rejects.toMatchObject({ kind: 'not-found' });
    expect(await client().crawlCancel(id)).toEqual({ status: 'cancelled' });
    expect(env.server.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v2/crawl/${id}` });
    expect((await client().crawlStatus(id)).status).toBe('cancelled');
    expect((await client().activeCrawls()).crawls.map((c) => c.id)).not.toContain(id);
  });

  it('opens and cancels a crawl listed in Active crawls', async () => {
    const [listed] = (await client().activeCrawls()).crawls;
    const { pages } = await readAll(listed?.id ?? '');
    expect(pages.flatMap((p) => p.data ?? []).length).toBe(pages[0]?.completed);
    expect((await client().crawlErrors(listed?.id ?? '')).robotsBlocked).toHaveLength(1);
    await client().crawlCancel(listed?.id ?? '');
    expect((await client().crawlStatus(listed?.id ?? '')).status).toBe('cancelled');
  });

  it('previews the options a prompt gives, which a crawl then starts with', async () => {
    const preview = await client().crawlParamsPreview({ url: `${SITE}/`, prompt: 'Only the blog, at most 5 pages' });
    expect(env.server.requests.at(-1)).toMatchObject({
      path: '/v2/crawl/params-preview',
      body: { url: `${SITE}/`, prompt: 'Only the blog, at most 5 pages' },
    });
    expect(preview.data).toEqual({ url: `${SITE}/`, includePaths: ['^/blog(/.*)?$'], limit: 5 });
    const options = crawlOptionsFromPreview(preview.data);
    const { id } = await client().crawlStart({ url: `${SITE}/`, ...options, includePaths: ['^/blog/$'] });
    await finished(id);
    expect((await readAll(id)).urls).toEqual([`${SITE}/blog/`]);
  });

  it('waits out 429s, on start and on status polls, and goes on', async () => {
    env.server.failNext({ status: 429, path: '/v2/crawl', retryAfter: 0 });
    const { id } = await client().crawlStart({ url: `${SITE}/about` });
    env.server.failEvery({ every: 2, status: 429, method: 'GET', path: '/v2/crawl/*', retryAfter: 0 });
    const retries: number[] = [];
    const status = await until(
      () => client().crawlStatus(id, { onRetry: (n) => retries.push(n.attempt) }),
      (s) => s.status === 'completed',
    );
    expect(status.completed).toBe(1);
    expect(retries.length).toBeGreaterThan(0);
    expect(env.server.pendingFailures).toBe(0);
  });

  it('refuses a bad path pattern before sending, naming the field and index', async () => {
    const refused = await client()
      .crawlStart({ url: `${SITE}/`, includePaths: ['^/docs/', '(unclosed'] })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      kind: 'invalid-request',
      details: [
        { field: 'includePaths.1', message: expect.stringContaining('"(unclosed" is not a valid regular expression') },
      ],
    });
    await expect(client().crawlStart({ url: 'ftp://env.site.example/', limit: 0 })).rejects.toMatchObject({
      kind: 'invalid-request',
      details: [{ field: 'url' }, { field: 'limit' }],
    });
    expect(env.server.requests).toHaveLength(0);
  });

  it('an option the service does not know (loose scrape options) is refused by it, the key named', async () => {
    await expect(
      client().crawlStart({ url: `${SITE}/`, scrapeOptions: { formats: [{ type: 'markdown' }], parsePDF: true } }),
    ).rejects.toMatchObject({ kind: 'unknown-option', message: expect.stringContaining('scrapeOptions.parsePDF') });
    expect(env.server.requests).toHaveLength(1);
  });
});
