import { describe, expect, it } from 'vitest';
import { routeRequest } from '@/lib/bridge/route-request';
import { SERVICE_WORDING } from '@/lib/bridge/service-wording';
import { STATUS_PAGE_ITEMS } from '@/lib/bridge/batch-status';
import { messages } from '../../support/real-messages';
import { BASE, batchJob, fakeDeps, items, readOf, relayed } from './fake-deps';
import { expectDocumented } from './response-docs';

const URLS = ['https://news.example.com/p0', 'https://news.example.com/p1'];

describe('POST /v1/batch/scrape and /v2/batch/scrape', () => {
  it('v1: a local batch of the pages with their options; the status address on the bridge', async () => {
    const deps = fakeDeps();
    const body = { urls: URLS, formats: ['markdown', 'html'], maxConcurrency: 2, origin: 'js-sdk@4.3.0' };
    const answer = await routeRequest(relayed('POST', '/v1/batch/scrape', body), deps);
    expect(answer).toEqual({
      status: 200,
      body: { success: true, id: 'batch-1', url: `${BASE}/v1/batch/scrape/batch-1` },
    });
    expectDocumented('v1 batch started', answer.body);
    expect(deps.startBatch).toHaveBeenCalledWith({
      urls: URLS,
      options: { formats: ['markdown', 'html'] },
      maxConcurrency: 2,
      clientName: 'Firecrawl JavaScript SDK',
    });
  });

  it('v2: formats as objects, invalid addresses left out and listed back (v2 ignores them by default)', async () => {
    const deps = fakeDeps();
    const body = { urls: [...URLS, 'not a url', 'ftp://x.example/'], formats: [{ type: 'links' }] };
    const answer = await routeRequest(relayed('POST', '/v2/batch/scrape', body), deps);
    expect(answer.body).toEqual({
      success: true,
      id: 'batch-1',
      url: `${BASE}/v2/batch/scrape/batch-1`,
      invalidURLs: ['not a url', 'ftp://x.example/'],
    });
    expectDocumented('v2 batch started', answer.body);
    expect(deps.startBatch.mock.calls[0]![0]).toMatchObject({ urls: URLS, options: { formats: ['links'] } });
  });

  it('v1 refuses an invalid address unless ignoreInvalidURLs, and an unknown key as the service does', async () => {
    const deps = fakeDeps();
    const invalid = await routeRequest(relayed('POST', '/v1/batch/scrape', { urls: [...URLS, 'nope'] }), deps);
    expect(invalid).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    const ignored = await routeRequest(
      relayed('POST', '/v1/batch/scrape', { urls: [...URLS, 'nope'], ignoreInvalidURLs: true }),
      deps,
    );
    expect(ignored.body).toMatchObject({ invalidURLs: ['nope'] });
    const unknown = await routeRequest(relayed('POST', '/v1/batch/scrape', { urls: URLS, crawlerOptions: {} }), deps);
    expect(unknown).toMatchObject({ status: 400, body: { error: SERVICE_WORDING.unrecognizedKey('v1') } });
    expect(deps.startBatch).toHaveBeenCalledTimes(1);
  });

  it('a webhook or JSON extraction needs the service: forwarded when allowed, else 403 naming them', async () => {
    const body = {
      urls: URLS,
      formats: ['json'],
      jsonOptions: { prompt: 'p' },
      webhook: { url: 'https://hook.example/' },
    };
    const refused = await routeRequest(relayed('POST', '/v1/batch/scrape', body), fakeDeps());
    expect(refused.status).toBe(403);
    expect((refused.body as { error: string }).error).toContain('webhook, formats: json');
    const service = {
      status: 200,
      body: { success: true, id: 'svc-9', url: 'https://api.firecrawl.dev/v1/batch/scrape/svc-9' },
    };
    const deps = fakeDeps({ forward: async () => service });
    expect(await routeRequest(relayed('POST', '/v1/batch/scrape', body), deps)).toEqual({
      status: 200,
      body: { success: true, id: 'svc-9', url: `${BASE}/v1/batch/scrape/svc-9` },
    });
  });
});

describe('GET /{version}/batch/scrape/{id}: status, paged with next on the bridge', () => {
  it('a finished batch: counts, the pages’ data, no next on the last page', async () => {
    const job = batchJob({ status: 'done', total: 3, done: 2, failed: 1 });
    const deps = fakeDeps({ readBatch: readOf(job, items(job.id, ['done', 'failed', 'done'])) });
    const answer = await routeRequest(relayed('GET', '/v1/batch/scrape/batch-1'), deps);
    expect(answer.status).toBe(200);
    expectDocumented('v1 batch status', answer.body);
    // The failed page threw (it never answered): in neither count, as the service drops a failed job from both.
    expect(answer.body).toMatchObject({ success: true, status: 'completed', total: 2, completed: 2, creditsUsed: 0 });
    const body = answer.body as { data: { metadata: { url: string } }[]; next?: string };
    expect(body.data.map((page) => page.metadata.url)).toEqual([
      'https://news.example.com/p0',
      'https://news.example.com/p2',
    ]);
    expect(body.next).toBeUndefined();
  });

  it('a running batch stops at the first page still waiting, with no next: a poll is one read, never a loop on the same page', async () => {
    const job = batchJob({ status: 'running', total: 4, done: 3 });
    const all = items(job.id, ['done', 'done', 'running', 'done']);
    const deps = fakeDeps({ readBatch: readOf(job, all) });
    const first = await routeRequest(relayed('GET', '/v2/batch/scrape/batch-1'), deps);
    expectDocumented('v2 batch status', first.body);
    expect(first.body).toMatchObject({ status: 'scraping', completed: 3, total: 4 });
    expect(first.body).not.toHaveProperty('next');
    expect((first.body as { data: unknown[] }).data).toHaveLength(2);
    const second = await routeRequest(
      relayed('GET', '/v2/batch/scrape/batch-1', undefined, { query: { skip: '2' } }),
      deps,
    );
    expect((second.body as { data: unknown[] }).data).toEqual([]);
    expect(second.body).not.toHaveProperty('next');
  });

  it('a running batch with finished pages past a full page gives next to them', async () => {
    const total = STATUS_PAGE_ITEMS + 3;
    const statuses = Array<'done' | 'running'>(total).fill('done');
    statuses[total - 1] = 'running';
    const job = batchJob({ status: 'running', total, done: total - 1 });
    const deps = fakeDeps({ readBatch: readOf(job, items(job.id, statuses)) });
    const first = await routeRequest(relayed('GET', '/v2/batch/scrape/batch-1'), deps);
    expect(first.body).toMatchObject({ next: `${BASE}/v2/batch/scrape/batch-1?skip=${STATUS_PAGE_ITEMS}` });
    const second = await routeRequest(
      relayed('GET', '/v2/batch/scrape/batch-1', undefined, { query: { skip: String(STATUS_PAGE_ITEMS) } }),
      deps,
    );
    expect((second.body as { data: unknown[] }).data).toHaveLength(2);
    expect(second.body).not.toHaveProperty('next');
  });

  it('pages of at most STATUS_PAGE_ITEMS items, next on the bridge’s own base until the last', async () => {
    const total = STATUS_PAGE_ITEMS + 5;
    const job = batchJob({ status: 'done', total, done: total });
    const deps = fakeDeps({ readBatch: readOf(job, items(job.id, Array(total).fill('done'))) });
    const first = await routeRequest(relayed('GET', '/v1/batch/scrape/batch-1'), deps);
    const next = (first.body as { next: string }).next;
    expect(next).toBe(`${BASE}/v1/batch/scrape/batch-1?skip=${STATUS_PAGE_ITEMS}`);
    const url = new URL(next);
    const second = await routeRequest(
      relayed('GET', url.pathname, undefined, { query: Object.fromEntries(url.searchParams) }),
      deps,
    );
    expect((first.body as { data: unknown[] }).data).toHaveLength(STATUS_PAGE_ITEMS);
    expect((second.body as { data: unknown[] }).data).toHaveLength(5);
    expect((second.body as { next?: string }).next).toBeUndefined();
  });

  it('a skip that is not a whole number: 400', async () => {
    const answer = await routeRequest(
      relayed('GET', '/v1/batch/scrape/batch-1', undefined, { query: { skip: '1x' } }),
      fakeDeps(),
    );
    expect(answer).toEqual({
      status: 400,
      body: { success: false, code: 'BAD_REQUEST', error: messages.bridge_skipInvalid!.message },
    });
  });

  it('an id History does not hold: the service’s when forwarding, else 404 with its code', async () => {
    const deps = fakeDeps();
    const answer = await routeRequest(relayed('GET', `/v1/batch/scrape/nope`), deps);
    expect(answer).toMatchObject({ status: 404, body: { code: 'JOB_NOT_FOUND' } });
    expect((answer.body as { error: string }).error).toContain('nope');
    const service = {
      status: 200,
      body: { success: true, status: 'completed', next: 'https://api.firecrawl.dev/v1/batch/scrape/svc-9?skip=10' },
    };
    const forwarding = fakeDeps({ forward: async () => service });
    expect((await routeRequest(relayed('GET', '/v1/batch/scrape/svc-9'), forwarding)).body).toMatchObject({
      next: `${BASE}/v1/batch/scrape/svc-9?skip=10`,
    });
  });
});

describe('a batch read at the crawl’s address, as the SDK’s v1 batchScrapeUrls polls it', () => {
  it('GET /v1/crawl/{batchId} answers the batch, its next on the address asked', async () => {
    const total = STATUS_PAGE_ITEMS + 1;
    const job = batchJob({ status: 'done', total, done: total });
    const deps = fakeDeps({ readBatch: readOf(job, items(job.id, Array(total).fill('done'))) });
    const answer = await routeRequest(relayed('GET', '/v1/crawl/batch-1'), deps);
    expectDocumented('v1 crawl status', answer.body);
    expect(answer.body).toMatchObject({
      status: 'completed',
      total,
      completed: total,
      next: `${BASE}/v1/crawl/batch-1?skip=${STATUS_PAGE_ITEMS}`,
    });
  });
});

describe('errors and cancel', () => {
  it('GET …/errors lists the failed pages with the service’s code, reading every page of items', async () => {
    const total = STATUS_PAGE_ITEMS + 2;
    const statuses = Array<'done' | 'failed'>(total).fill('done');
    statuses[1] = 'failed';
    statuses[total - 1] = 'failed';
    const job = batchJob({ status: 'done', total, done: total - 2, failed: 2 });
    const deps = fakeDeps({ readBatch: readOf(job, items(job.id, statuses)) });
    for (const version of ['v1', 'v2'] as const) {
      const answer = await routeRequest(relayed('GET', `/${version}/batch/scrape/batch-1/errors`), deps);
      expectDocumented(`${version} batch errors`, answer.body);
      expect(answer.body).toMatchObject({
        robotsBlocked: [],
        errors: [
          {
            id: 'batch-1:1',
            url: 'https://news.example.com/p1',
            code: 'SCRAPE_ALL_ENGINES_FAILED',
            error: 'Page 1 failed.',
          },
          { id: `batch-1:${total - 1}`, code: 'SCRAPE_ALL_ENGINES_FAILED' },
        ],
      });
    }
  });

  it('DELETE stops a running batch; one already over is 409', async () => {
    const running = batchJob({ status: 'running', total: 1 });
    const deps = fakeDeps({ readBatch: readOf(running, items(running.id, ['pending'])) });
    const answer = await routeRequest(relayed('DELETE', '/v1/batch/scrape/batch-1'), deps);
    expect(answer).toEqual({ status: 200, body: { success: true, status: 'cancelled' } });
    expectDocumented('v1 batch cancelled', answer.body);
    expect(deps.cancelBatch).toHaveBeenCalledWith('batch-1');
    const over = batchJob({ status: 'done', total: 1, done: 1 });
    const after = fakeDeps({ readBatch: readOf(over, items(over.id, ['done'])) });
    expect(await routeRequest(relayed('DELETE', '/v2/batch/scrape/batch-1'), after)).toMatchObject({ status: 409 });
    expect(after.cancelBatch).not.toHaveBeenCalled();
  });
});
