import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CrawlStore from '@/lib/crawl/crawl-store';
import type * as BatchStore from '@/lib/jobs/batch-store';
import type * as History from '@/lib/jobs/history';
import type { BatchJob } from '@/lib/jobs/job-schema';

// The crawl's frontier in a fresh fake IndexedDB: each address admitted once, the limit counting
// pages to read (not robots-skipped ones), a page and its links kept in one step, a page met again
// under another address (redirect, canonical) kept as skipped, and the service's pages added once.
let store: typeof CrawlStore;
let batches: typeof BatchStore;
let history: typeof History;

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
  store = await import('@/lib/crawl/crawl-store');
  batches = await import('@/lib/jobs/batch-store');
  history = await import('@/lib/jobs/history');
});

const crawlJob = (): BatchJob => ({
  id: 'c1',
  kind: 'batch',
  engine: 'local',
  status: 'running',
  createdAt: 1,
  updatedAt: 1,
  title: 'Crawl',
  source: 'crawl',
  crawl: { url: 'https://e.com/' },
  options: {},
  total: 0,
  done: 0,
  failed: 0,
  skipped: 0,
});
const page = (path: string, depth = 1) => ({ url: `https://e.com${path}`, key: `e.com${path}`, depth });
const sameAs = (url: string) => ({ kind: 'scrape-failed' as const, message: `same as ${url}`, retryable: false });
const done = { status: 'done' as const, result: { markdown: '# x', metadata: { title: 'X' } } };

async function started() {
  await store.createCrawl(crawlJob(), page('/', 0));
  return 'c1';
}

describe('crawl store', () => {
  it('admits each address once and stops at the limit', async () => {
    const id = await started();
    expect(await store.admitPages(id, [page('/a'), page('/b'), page('/a')], 10)).toBe(2);
    expect(await store.admitPages(id, [page('/b'), page('/c'), page('/d')], 4)).toBe(1);
    const items = await batches.readItems(id);
    expect(items.map((i) => i.url)).toEqual([
      'https://e.com/',
      'https://e.com/a',
      'https://e.com/b',
      'https://e.com/c',
    ]);
    expect((await batches.getBatch(id))?.total).toBe(4);
  });

  it('keeps robots-refused pages as skipped, outside the limit', async () => {
    const id = await started();
    const refused = { ...page('/private'), skip: { kind: 'forbidden' as const, message: 'robots', retryable: false } };
    await store.admitPages(id, [refused, page('/a')], 2);
    const job = await batches.getBatch(id);
    expect(job).toMatchObject({ total: 3, skipped: 1 });
    const items = await batches.readItems(id);
    expect(items[1]).toMatchObject({ status: 'skipped', error: { message: 'robots' } });
    expect(items[2]).toMatchObject({ status: 'pending' });
  });

  it('keeps a page with the links it found in one step, links of a failed page never admitted', async () => {
    const id = await started();
    await store.finishCrawlPage(id, 0, { ...done, aliases: ['e.com'], found: [page('/a'), page('/b')] }, 10, sameAs);
    expect(await batches.getBatch(id)).toMatchObject({ total: 3, done: 1 });
    expect(await batches.getItemResult(id, 0)).toMatchObject({ markdown: '# x' });
    await store.finishCrawlPage(id, 1, { status: 'failed', error: sameAs('x'), found: [page('/c')] }, 10, sameAs);
    expect(await batches.getBatch(id)).toMatchObject({ total: 3, done: 1, failed: 1 });
  });

  it('a page reached again under another address is kept once', async () => {
    const id = await started();
    await store.admitPages(id, [page('/old'), page('/new')], 10);
    // /new read first; then /old redirects to /new.
    await store.finishCrawlPage(id, 2, { ...done, aliases: ['e.com/new'] }, 10, sameAs);
    await store.finishCrawlPage(
      id,
      1,
      { ...done, aliases: ['e.com/old', 'e.com/new'], finalUrl: 'https://e.com/new' },
      10,
      sameAs,
    );
    const items = await batches.readItems(id);
    expect(items[1]).toMatchObject({ status: 'skipped', error: { message: 'same as https://e.com/new' } });
    expect(await batches.getItemResult(id, 1)).toBeUndefined();
    expect(await batches.getBatch(id)).toMatchObject({ done: 1, skipped: 1 });
    // An address the redirect passed through is never admitted again.
    expect(await store.admitPages(id, [page('/old')], 10)).toBe(0);
  });

  it('a page finished once is not finished again (a restarted worker)', async () => {
    const id = await started();
    expect(await store.finishCrawlPage(id, 0, { ...done, found: [page('/a')] }, 10, sameAs)).toBe(true);
    expect(await store.finishCrawlPage(id, 0, { ...done, found: [page('/b')] }, 10, sameAs)).toBe(false);
    expect((await batches.readItems(id)).map((i) => i.url)).toEqual(['https://e.com/', 'https://e.com/a']);
  });

  it("adds the service's pages once, however often its status is read", async () => {
    await store.createCrawl({ ...crawlJob(), engine: 'remote', remoteId: 'r1' }, undefined);
    const reported = [
      { url: 'https://e.com/a', key: 'e.com/a', outcome: done },
      { url: 'https://e.com/b', key: 'e.com/b', outcome: done },
    ];
    expect(await store.addReportedPages('c1', reported)).toBe(2);
    expect(await store.addReportedPages('c1', reported)).toBe(0);
    expect(await batches.getBatch('c1')).toMatchObject({ total: 2, done: 2 });
  });

  it('deleting the crawl drops its addresses too', async () => {
    const id = await started();
    await store.admitPages(id, [page('/a')], 10);
    await history.deleteJob(id);
    const db = await (await import('@/lib/jobs/history-db')).historyDb();
    expect(await db.count('crawlSeen')).toBe(0);
  });
});
