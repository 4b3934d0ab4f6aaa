import { describe, expect, it } from 'vitest';
import { depthPattern } from '@/lib/bridge/crawl-route';
import { routeRequest } from '@/lib/bridge/route-request';
import { SERVICE_WORDING } from '@/lib/bridge/service-wording';
import { BASE, batchJob, fakeDeps, items, readOf, relayed } from './fake-deps';
import { expectDocumented } from './response-docs';

const SITE = 'https://docs.example.com/guide';
const ENDED_AT = 1_700_000_009_000;
const crawlOf = (change: Parameters<typeof batchJob>[0] = {}) =>
  batchJob({ id: 'crawl-1', source: 'crawl', crawl: { url: SITE }, ...change });

describe('POST /v2/crawl', () => {
  it('starts a local crawl under v2’s names, its pages’ v2 options in the jobs’ shape', async () => {
    const deps = fakeDeps();
    const body = {
      url: SITE,
      limit: 20,
      includePaths: ['^/guide/.*$'],
      sitemap: 'skip',
      crawlEntireDomain: true,
      scrapeOptions: { formats: [{ type: 'markdown' }, { type: 'screenshot' }], onlyMainContent: false },
      origin: 'js-sdk@4.3.0',
    };
    const answer = await routeRequest(relayed('POST', '/v2/crawl', body), deps);
    expect(answer).toEqual({ status: 200, body: { success: true, id: 'crawl-1', url: `${BASE}/v2/crawl/crawl-1` } });
    expectDocumented('v2 crawl started', answer.body);
    expect(deps.startCrawl).toHaveBeenCalledWith({
      spec: { url: SITE, limit: 20, includePaths: ['^/guide/.*$'], sitemap: 'skip', crawlEntireDomain: true },
      options: { formats: ['markdown', 'screenshot'], onlyMainContent: false },
      clientName: 'Firecrawl JavaScript SDK',
    });
  });

  it('refuses an unknown key at any level, scrapeOptions included, with the v2 wording', async () => {
    for (const body of [
      { url: SITE, maxDepth: 2 },
      { url: SITE, scrapeOptions: { formats: ['markdown'], includeHtml: true } },
    ]) {
      const answer = await routeRequest(relayed('POST', '/v2/crawl', body), fakeDeps());
      expect(answer).toMatchObject({
        status: 400,
        body: { code: 'BAD_REQUEST', error: SERVICE_WORDING.unrecognizedKey('v2') },
      });
    }
  });

  it('a prompt, a webhook or a summary needs the service', async () => {
    const body = {
      url: SITE,
      prompt: 'only the API reference',
      webhook: { url: 'https://hook.example/' },
      scrapeOptions: { formats: ['summary'] },
    };
    const answer = await routeRequest(relayed('POST', '/v2/crawl', body), fakeDeps());
    expect(answer.status).toBe(403);
    expect((answer.body as { error: string }).error).toContain('prompt, webhook, formats: summary');
  });

  it('a crawl the background refuses (over the local limit) is the service’s 400', async () => {
    const { ApiError } = await import('@/lib/api/api-error');
    const deps = fakeDeps({
      startCrawl: async () => {
        throw new ApiError({ kind: 'invalid-request', message: 'At most 2000 pages in the browser.' });
      },
    });
    expect(await routeRequest(relayed('POST', '/v2/crawl', { url: SITE, limit: 5000 }), deps)).toEqual({
      status: 400,
      body: { success: false, code: 'BAD_REQUEST', error: 'At most 2000 pages in the browser.' },
    });
  });
});

describe('POST /v1/crawl: v1 options under v2’s names', () => {
  it('ignoreSitemap, allowBackwardLinks and maxDepth become sitemap, crawlEntireDomain and an exclude pattern', async () => {
    const deps = fakeDeps();
    const body = {
      url: SITE,
      ignoreSitemap: true,
      allowBackwardLinks: true,
      maxDepth: 1,
      excludePaths: ['^/blog'],
      scrapeOptions: { formats: ['markdown', 'links'] },
    };
    const answer = await routeRequest(relayed('POST', '/v1/crawl', body), deps);
    expectDocumented('v1 crawl started', answer.body);
    expect(answer.body).toMatchObject({ url: `${BASE}/v1/crawl/crawl-1` });
    expect(deps.startCrawl.mock.calls[0]![0]).toEqual({
      spec: {
        url: SITE,
        sitemap: 'skip',
        crawlEntireDomain: true,
        excludePaths: ['^/blog', depthPattern(SITE, 1)],
      },
      options: { formats: ['markdown', 'links'] },
      clientName: 'a local program',
    });
  });

  it('maxDepth counts from the start page’s depth: deeper paths match the exclude pattern', () => {
    const path = new RegExp(depthPattern(SITE, 1));
    expect(['/guide', '/guide/a', '/other/b'].filter((p) => path.test(p))).toEqual([]);
    expect(['/guide/a/b', '/a/b/c/d'].every((p) => path.test(p))).toBe(true);
    const full = new RegExp(depthPattern(SITE, 0, true));
    expect(full.test('https://docs.example.com/guide/a?x=1')).toBe(true);
    expect(full.test('https://docs.example.com/guide?x=/a/b')).toBe(false);
  });

  it('refuses v2-only options with the v1 wording', async () => {
    const answer = await routeRequest(relayed('POST', '/v1/crawl', { url: SITE, sitemap: 'skip' }), fakeDeps());
    expect(answer).toMatchObject({ status: 400, body: { error: SERVICE_WORDING.unrecognizedKey('v1') } });
  });
});

describe('a crawl’s status, errors and cancel', () => {
  it('v2 status: the document’s shape with the crawl’s times; running, no next while nothing finished lies past the page', async () => {
    const job = crawlOf({ status: 'running', total: 4, done: 2, skipped: 1 });
    const deps = fakeDeps({ readBatch: readOf(job, items(job.id, ['done', 'skipped', 'done', 'running'])) });
    const answer = await routeRequest(relayed('GET', '/v2/crawl/crawl-1'), deps);
    expectDocumented('v2 crawl status', answer.body);
    expect(answer.body).toMatchObject({
      status: 'scraping',
      total: 3,
      completed: 2,
      creditsUsed: 0,
      createdAt: new Date(job.createdAt).toISOString(),
    });
    expect(answer.body).not.toHaveProperty('next');
    const keys = Object.keys(answer.body as object);
    expect(keys.at(-1)).toBe('data');
  });

  it('counts as the service does: error pages are documents and completed, pages that threw are in neither count', async () => {
    const job = crawlOf({ status: 'done', total: 5, done: 2, failed: 2, answered: 1, skipped: 1 });
    const all = items(job.id, ['done', 'failed', 'failed', 'skipped', 'done']);
    all[1]!.item.error = { kind: 'not-found', status: 404, message: 'Not found (404)', retryable: false };
    all[1]!.result = { metadata: { statusCode: 404, sourceURL: all[1]!.item.url } };
    const deps = fakeDeps({ readBatch: readOf(job, all) });
    const status = await routeRequest(relayed('GET', '/v2/crawl/crawl-1'), deps);
    expect(status.body).toMatchObject({ status: 'completed', total: 3, completed: 3 });
    const data = (status.body as { data: { metadata: { statusCode?: number } }[] }).data;
    expect(data.map((page) => page.metadata.statusCode)).toEqual([200, 404, 200]);
    const errors = await routeRequest(relayed('GET', '/v2/crawl/crawl-1/errors'), deps);
    expect((errors.body as { errors: { url: string }[] }).errors.map((error) => error.url)).toEqual([all[2]!.item.url]);
  });

  it('v1 status of a finished crawl: the v1 document’s shape, no next', async () => {
    const job = crawlOf({ status: 'done', total: 2, done: 2, finishedAt: ENDED_AT });
    const deps = fakeDeps({ readBatch: readOf(job, items(job.id, ['done', 'done'])) });
    const answer = await routeRequest(relayed('GET', '/v1/crawl/crawl-1'), deps);
    expectDocumented('v1 crawl status', answer.body);
    expect(answer.body).toMatchObject({ status: 'completed' });
    expect(answer.body).not.toHaveProperty('next');
    expect(answer.body).not.toHaveProperty('createdAt');
  });

  it('errors: failed pages, and robots.txt’s refusals (the skips of kind forbidden)', async () => {
    const job = crawlOf({ status: 'done', total: 3, done: 1, failed: 1, skipped: 1 });
    const deps = fakeDeps({ readBatch: readOf(job, items(job.id, ['done', 'failed', 'skipped'])) });
    const answer = await routeRequest(relayed('GET', '/v2/crawl/crawl-1/errors'), deps);
    expectDocumented('v2 crawl errors', answer.body);
    expect(answer.body).toMatchObject({
      errors: [{ id: 'crawl-1:1', url: 'https://news.example.com/p1' }],
      robotsBlocked: ['https://news.example.com/p2'],
    });
  });

  it('cancel: a running crawl stops; a batch’s id is served too, as the service’s one controller does', async () => {
    const job = crawlOf({ status: 'running', total: 1 });
    const deps = fakeDeps({ readBatch: readOf(job, items(job.id, ['running'])) });
    const answer = await routeRequest(relayed('DELETE', '/v2/crawl/crawl-1'), deps);
    expectDocumented('v2 crawl cancelled', answer.body);
    expect(deps.cancelBatch).toHaveBeenCalledWith('crawl-1');
    const batch = batchJob();
    const batches = fakeDeps({ readBatch: readOf(batch, items(batch.id, ['running'])) });
    expect(await routeRequest(relayed('DELETE', '/v2/crawl/batch-1'), batches)).toMatchObject({ status: 200 });
    expect(batches.cancelBatch).toHaveBeenCalledWith('batch-1');
    expect(await routeRequest(relayed('DELETE', '/v2/crawl/nope'), batches)).toMatchObject({
      status: 404,
      body: { code: 'JOB_NOT_FOUND' },
    });
  });

  it('crawl/active is the service’s listing, not a crawl id', async () => {
    const deps = fakeDeps();
    expect(await routeRequest(relayed('GET', '/v2/crawl/active'), deps)).toMatchObject({ status: 501 });
    expect(deps.readBatch).not.toHaveBeenCalled();
  });
});
