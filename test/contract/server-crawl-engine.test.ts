import { describe, expect, it } from 'vitest';
import { TEAM_A_ID, TEAM_B_KEY } from '../server/index';
import { CRAWL_STATUS_PAGE_SIZE } from '../server/crawl/status';
import { SEEDED_PAGES } from '../server/crawl/seeded';
import { ALL_READ, crawlSiteServer, EXTERNAL_PAGE, SITE, SUBDOMAIN_PAGE } from './crawl-site';
import { callServer, until, type Answer } from './server-call';

// What the contract server's crawl reads (crawl/crawl-job.ts), how its status pages, how it is
// listed and cancelled, and its switches, driven with plain HTTP.
const env = crawlSiteServer();

/** Every page of the finished crawl's status, followed through `next`. */
async function crawled(body: Record<string, unknown>): Promise<{ first: Answer; urls: string[]; id: string }> {
  const started = await callServer(env.server, 'POST', '/v2/crawl', body);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const id = started.body.id as string;
  const first = await until(
    () => callServer(env.server, 'GET', `/v2/crawl/${id}`),
    (a) => a.body.status !== 'scraping',
  );
  const urls: string[] = [];
  for (let page = first; ; page = await callServer(env.server, 'GET', page.body.next)) {
    urls.push(...page.body.data.map((d: { metadata: { sourceURL: string } }) => d.metadata.sourceURL));
    if (!page.body.next) break;
  }
  return { first, urls: urls.sort(), id };
}
const errorsOf = async (id: string) => (await callServer(env.server, 'GET', `/v2/crawl/${id}/errors`)).body;

describe('what a crawl reads', () => {
  it('by default: the start page, the gzipped sitemap behind the index, the links below; robots.txt obeyed', async () => {
    const { first, urls, id } = await crawled({ url: `${SITE}/` });
    expect(urls).toEqual(ALL_READ);
    expect(first.body).toMatchObject({ status: 'completed', total: ALL_READ.length + 1, completed: ALL_READ.length });
    expect(first.body.warning).toMatch(/robots\.txt/);
    const errors = await errorsOf(id);
    expect(errors.robotsBlocked).toEqual([`${SITE}/private/secret`]);
    expect(errors.errors).toEqual([
      expect.objectContaining({ url: `${SITE}/docs/broken`, code: 'SCRAPE_SITE_ERROR', error: expect.any(String) }),
    ]);
    // Each page was fetched once, whatever the number of links to it.
    const fetched = env.site.hits.map((h) => h.path).filter((p) => p === '/docs/a');
    expect(fetched).toHaveLength(1);
  });

  it('include and exclude patterns, depth, the query rule and the limit', async () => {
    const { urls } = await crawled({
      url: `${SITE}/docs/`,
      includePaths: ['^/docs/'],
      excludePaths: ['^/docs/deep/2$'],
      maxDiscoveryDepth: 1,
      ignoreQueryParameters: true,
    });
    expect(urls).toEqual(
      ['/docs/', '/docs/a', '/docs/b', '/docs/deep/1', '/docs/only-in-sitemap'].map((p) => SITE + p),
    );
    const limited = await crawled({ url: `${SITE}/`, limit: 3, sitemap: 'skip' });
    expect(limited.urls).toHaveLength(3);
    expect(limited.first.body.total).toBe(3);
  });

  it('the start page out of the patterns is read for its links, not kept', async () => {
    const { urls } = await crawled({ url: `${SITE}/`, includePaths: ['^/blog/'], sitemap: 'skip' });
    expect(urls).toEqual([`${SITE}/blog/`, `${SITE}/blog/post-1`]);
  });

  it('patterns on the full address with regexOnFullURL', async () => {
    const { urls } = await crawled({
      url: `${SITE}/docs/`,
      excludePaths: ['\\?ref='],
      regexOnFullURL: true,
      sitemap: 'skip',
      maxDiscoveryDepth: 1,
    });
    expect(urls).not.toContain(`${SITE}/docs/b?ref=1`);
    expect(urls).toContain(`${SITE}/docs/b`);
  });

  it('below the start page only, unless crawlEntireDomain', async () => {
    const below = await crawled({ url: `${SITE}/docs/deep/1`, sitemap: 'skip' });
    expect(below.urls).toEqual([`${SITE}/docs/deep/1`]);
    const entire = await crawled({ url: `${SITE}/docs/deep/1`, sitemap: 'skip', crawlEntireDomain: true });
    expect(entire.urls).toEqual([`${SITE}/docs/deep/1`, `${SITE}/docs/deep/2`, `${SITE}/docs/deep/3`]);
    const up = await crawled({ url: `${SITE}/docs/a`, sitemap: 'skip', crawlEntireDomain: true, maxDiscoveryDepth: 1 });
    expect(up.urls).toEqual([`${SITE}/docs/`, `${SITE}/docs/a`]);
  });

  it('sitemap "only": the start page and the sitemap\'s pages, no links followed; "skip": no sitemap', async () => {
    const only = await crawled({ url: `${SITE}/`, sitemap: 'only' });
    expect(only.urls).toEqual([`${SITE}/`, `${SITE}/docs/a`, `${SITE}/docs/only-in-sitemap`]);
    const skip = await crawled({ url: `${SITE}/`, sitemap: 'skip' });
    expect(skip.urls).not.toContain(`${SITE}/docs/only-in-sitemap`);
  });

  it('subdomains and other sites only when allowed; another site one hop deep, its home page named', async () => {
    const { urls, id } = await crawled({
      url: `${SITE}/`,
      sitemap: 'skip',
      maxDiscoveryDepth: 1,
      allowSubdomains: true,
      allowExternalLinks: true,
    });
    expect(urls).toEqual(expect.arrayContaining([SUBDOMAIN_PAGE, EXTERNAL_PAGE]));
    expect((await errorsOf(id)).errors).toContainEqual(
      expect.objectContaining({ url: 'https://elsewhere.example/', code: 'EXTERNAL_LINK' }),
    );
  });

  it('robots.txt ignored when asked', async () => {
    const { urls, id } = await crawled({
      url: `${SITE}/`,
      ignoreRobotsTxt: true,
      sitemap: 'skip',
      maxDiscoveryDepth: 1,
    });
    expect(urls).toContain(`${SITE}/private/secret`);
    expect((await errorsOf(id)).robotsBlocked).toEqual([]);
  });

  it("a prompt gives options, the request's own win", async () => {
    const { urls } = await crawled({ url: `${SITE}/`, prompt: 'Only the blog, no docs', sitemap: 'skip' });
    expect(urls).toEqual([`${SITE}/blog/`, `${SITE}/blog/post-1`]);
    const overridden = await crawled({ url: `${SITE}/`, prompt: 'Only the blog', includePaths: ['^/about$'] });
    expect(overridden.urls).toEqual([`${SITE}/about`]);
  });

  it('every page goes through the scrape pipeline with the v2 scrape options, spelled either way', async () => {
    const { id } = await crawled({
      url: `${SITE}/about`,
      scrapeOptions: {
        formats: [
          { type: 'markdown' },
          'html',
          { type: 'json', prompt: 'the title' },
          { type: 'screenshot', fullPage: true },
        ],
        parsers: [],
      },
    });
    const [page] = (await callServer(env.server, 'GET', `/v2/crawl/${id}`)).body.data;
    expect(page).toMatchObject({
      markdown: expect.stringContaining('About text.'),
      html: expect.any(String),
      json: { title: 'About' },
      screenshot: expect.stringMatching(/\/screenshots\/.+\.png$/),
    });
    expect(page.links).toBeUndefined();
  });
});

describe('the status, a page at a time', () => {
  it(`pages of ${CRAWL_STATUS_PAGE_SIZE}; next is an absolute address on the env.server, also while the crawl runs`, async () => {
    const started = await callServer(env.server, 'POST', '/v2/crawl', { url: `${SITE}/`, delay: 0.05 });
    const running = await callServer(env.server, 'GET', `/v2/crawl/${started.body.id}`);
    expect(running.body.status).toBe('scraping');
    expect(running.body.next).toBe(`${env.server.url}/v2/crawl/${started.body.id}?skip=${running.body.data.length}`);
    const { first, id } = await crawled({ url: `${SITE}/` });
    expect(first.body.data).toHaveLength(CRAWL_STATUS_PAGE_SIZE);
    expect(first.body.next).toBe(`${env.server.url}/v2/crawl/${id}?skip=${CRAWL_STATUS_PAGE_SIZE}`);
  });
});

describe('active crawls and cancel', () => {
  it('a running v2 crawl is listed on /v1 and /v2 crawl/active with its options, until cancelled', async () => {
    const started = await callServer(env.server, 'POST', '/v2/crawl', {
      url: `${SITE}/`,
      delay: 1,
      limit: 5,
      scrapeOptions: { formats: ['markdown'] },
    });
    for (const version of ['v1', 'v2']) {
      const listed = await callServer(env.server, 'GET', `/${version}/crawl/active`);
      expect(listed.body.crawls).toContainEqual({
        id: started.body.id,
        teamId: TEAM_A_ID,
        url: `${SITE}/`,
        created_at: expect.any(String),
        options: { delay: 1, limit: 5, scrapeOptions: { formats: ['markdown'] } },
      });
    }
    expect((await callServer(env.server, 'GET', '/v2/crawl/active', undefined, TEAM_B_KEY)).body.crawls).toEqual([]);
    expect(await callServer(env.server, 'DELETE', `/v2/crawl/${started.body.id}`)).toMatchObject({
      status: 200,
      body: { status: 'cancelled' },
    });
    expect((await callServer(env.server, 'GET', `/v2/crawl/${started.body.id}`)).body.status).toBe('cancelled');
    const ids = (await callServer(env.server, 'GET', '/v2/crawl/active')).body.crawls.map((c: { id: string }) => c.id);
    expect(ids).not.toContain(started.body.id);
  });

  it('a finished crawl leaves the list by itself', async () => {
    const { id } = await crawled({ url: `${SITE}/about` });
    const ids = (await callServer(env.server, 'GET', '/v1/crawl/active')).body.crawls.map((c: { id: string }) => c.id);
    expect(ids).not.toContain(id);
  });

  it('the seeded active crawls open with their pages, errors and robots-blocked address, and cancel', async () => {
    const [seeded] = (await callServer(env.server, 'GET', '/v1/crawl/active')).body.crawls;
    const first = await callServer(env.server, 'GET', `/v2/crawl/${seeded.id}`);
    expect(first.body).toMatchObject({ status: 'scraping', completed: SEEDED_PAGES });
    expect(first.body.data[0]).toMatchObject({
      markdown: expect.stringContaining('Seeded page 1'),
      metadata: { title: 'Seeded page 1', sourceURL: `${seeded.url}page-1` },
    });
    const second = await callServer(env.server, 'GET', first.body.next);
    expect(second.body.data).toHaveLength(SEEDED_PAGES - CRAWL_STATUS_PAGE_SIZE);
    // Still running: a next page, empty for now.
    expect((await callServer(env.server, 'GET', second.body.next)).body.data).toEqual([]);
    expect(await errorsOf(seeded.id)).toMatchObject({
      errors: [{ url: `${seeded.url}broken`, code: 'SCRAPE_SITE_ERROR' }],
      robotsBlocked: [`${seeded.url}private/`],
    });
    await callServer(env.server, 'DELETE', `/v2/crawl/${seeded.id}`);
    expect((await callServer(env.server, 'GET', `/v2/crawl/${seeded.id}`)).body.status).toBe('cancelled');
    expect((await callServer(env.server, 'GET', '/v2/crawl/active')).body.crawls).toHaveLength(1);
    env.server.reset();
    expect((await callServer(env.server, 'GET', `/v2/crawl/${seeded.id}`)).body.status).toBe('scraping');
  });
});

describe('switches on the crawl routes', () => {
  it('failNext reaches them, by path and by method', async () => {
    env.server.failNext({ status: 429, path: '/v2/crawl', retryAfter: 2 });
    const limited = await fetch(`${env.server.url}/v2/crawl`, {
      method: 'POST',
      headers: { authorization: 'Bearer fc-test-team-a', 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${SITE}/` }),
    });
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '2']);
    env.server.failNext({ status: 500, path: '/v2/*', method: 'DELETE' });
    expect((await callServer(env.server, 'GET', '/v2/crawl/active')).status).toBe(200);
    expect((await callServer(env.server, 'DELETE', '/v2/crawl/x')).status).toBe(500);
    expect(env.server.pendingFailures).toBe(0);
  });

  it('failEvery: every third status poll answers 429, the others as usual, until reset', async () => {
    const { id } = await crawled({ url: `${SITE}/about` });
    env.server.failEvery({ every: 3, status: 429, method: 'GET', path: '/v2/crawl/*', retryAfter: 0 });
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await callServer(env.server, 'GET', `/v2/crawl/${id}`)).status);
    expect(statuses).toEqual([200, 200, 429, 200, 200, 429, 200]);
    expect((await callServer(env.server, 'POST', '/v2/map', { url: SITE, limit: 1 })).status).toBe(200);
    env.server.reset();
    expect((await callServer(env.server, 'GET', '/v2/crawl/active')).status).toBe(200);
    expect(() => env.server.failEvery({ every: 0, status: 429 })).toThrow();
  });
});

describe('POST /v2/crawl/params-preview: the rules of test/env.server/README.md', () => {
  it.each([
    ['Only the API reference, at most 200 pages', { includePaths: ['^/api-reference(/.*)?$'], limit: 200 }],
    ['everything under /docs/guides, up to 50 pages', { includePaths: ['^/docs/guides(/.*)?$'], limit: 50 }],
    [
      'the whole site but skip the blog and no changelog',
      { crawlEntireDomain: true, excludePaths: ['^/blog(/.*)?$', '^/changelog(/.*)?$'] },
    ],
    [
      'docs with subdomains and external links, depth 2',
      { allowSubdomains: true, allowExternalLinks: true, maxDiscoveryDepth: 2 },
    ],
    [
      '3 levels deep, no sitemap, without query strings',
      { maxDiscoveryDepth: 3, sitemap: 'skip', ignoreQueryParameters: true },
    ],
    ['no more than 20 pages', { limit: 20 }],
    ['anything at all', {}],
  ])('%s', async (prompt, options) => {
    const answer = await callServer(env.server, 'POST', '/v2/crawl/params-preview', { url: `${SITE}/`, prompt });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect(answer.body.data).toEqual({ url: `${SITE}/`, ...options });
  });
});
