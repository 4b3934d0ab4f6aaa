// @vitest-environment happy-dom
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BatchJob } from '@/lib/jobs/job-schema';
import { click, message, mount, useRealMessages } from '../forms/support';

// A crawl in the Batch view: its own header (found so far, read · failed · skipped), and each
// page with its depth, where it was read when it moved, and why it was not read.
const ask = vi.hoisted(() => vi.fn());
const downloadBlob = vi.hoisted(() => vi.fn());
vi.mock('@/lib/app/ask', () => ({ ask }));
vi.mock('@/lib/export/download', () => ({ downloadBlob }));

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
  useRealMessages();
  document.body.replaceChildren();
  ask.mockReset();
  downloadBlob.mockReset();
});

const crawlJob = (over: Partial<BatchJob> = {}): BatchJob => ({
  id: 'c1',
  kind: 'batch',
  engine: 'local',
  status: 'running',
  createdAt: 1,
  updatedAt: 1,
  title: 'Crawl of docs.example.com',
  source: 'crawl',
  crawl: { url: 'https://docs.example.com/', maxDiscoveryDepth: 2, limit: 50, excludePaths: ['^/blog/'] },
  options: {},
  total: 4,
  done: 1,
  failed: 1,
  skipped: 1,
  ...over,
});

async function seed(job: BatchJob) {
  const store = await import('@/lib/crawl/crawl-store');
  await store.createCrawl(job, { url: 'https://docs.example.com/', key: 'k0', depth: 0 });
  const robots = { kind: 'forbidden' as const, message: 'Not read: robots.txt', retryable: false };
  await store.admitPages(
    job.id,
    [
      { url: 'https://docs.example.com/private', key: 'k1', depth: 1, skip: robots },
      { url: 'https://docs.example.com/broken', key: 'k2', depth: 1 },
      { url: 'https://docs.example.com/later', key: 'k3', depth: 2 },
    ],
    50,
  );
  const sameAs = () => ({ kind: 'scrape-failed' as const, message: 'same', retryable: false });
  await store.finishCrawlPage(
    job.id,
    0,
    { status: 'done', result: { markdown: '# Docs' }, title: 'Docs', finalUrl: 'https://docs.example.com/en/' },
    50,
    sameAs,
  );
  await store.finishCrawlPage(
    job.id,
    2,
    { status: 'failed', error: { kind: 'scrape-failed', message: 'The page answered 500.', retryable: true } },
    50,
    sameAs,
  );
}

async function view(job: BatchJob) {
  await seed(job);
  const { BatchView } = await import('@/entrypoints/sidepanel/views/batch/BatchView');
  const root = mount(<BatchView job={job} />);
  await vi.waitFor(() => expect(root.querySelectorAll('.batch-item')).toHaveLength(4));
  return root;
}

describe('a crawl in the Batch view', () => {
  it('while running: pages found so far, not a bar to a total; counts; options; Cancel', async () => {
    const root = await view(crawlJob());
    expect(root.querySelector('h2')?.textContent).toBe('Crawl of docs.example.com');
    expect(root.querySelector('.crawl-start-url a')?.getAttribute('href')).toBe('https://docs.example.com/');
    expect(root.querySelector('.crawl-summary')?.textContent).toBe('not ^/blog/ · depth at most 2 · at most 50 pages');
    expect(root.querySelector('.progress-label')?.textContent).toBe('4 pages found so far');
    expect(root.querySelector('progress')?.hasAttribute('value')).toBe(false);
    expect(root.querySelector('.crawl-counts')?.textContent).toBe(
      '1 read · 1 failed · 1 skipped (robots.txt, duplicates)',
    );
    expect([...root.querySelectorAll('button')].map((b) => b.textContent)).toContain(message('sidepanel_cancel'));
  });

  it('gives each page its depth, where it moved, and why it was not read', async () => {
    const root = await view(crawlJob());
    const row = (i: number) => root.querySelector(`.batch-item[data-index="${i}"]`)!;
    expect(row(0).textContent).toContain('depth 0');
    expect(row(0).querySelector('.crawl-item-facts a')?.getAttribute('href')).toBe('https://docs.example.com/en/');
    expect(row(1).getAttribute('data-status')).toBe('skipped');
    expect(row(1).querySelector('.badge.status-skipped')?.textContent).toBe('Skipped');
    expect(row(1).querySelector('.batch-item-error')?.textContent).toBe('Not read: robots.txt');
    expect(row(2).querySelector('.batch-item-error')?.textContent).toBe('The page answered 500.');
    expect(row(3).textContent).toContain('depth 2');
    expect(row(3).querySelector('.batch-item-error')).toBeNull();
  });

  it('when finished: Retry failed, and llms.txt beside the batch exports', async () => {
    const root = await view(crawlJob({ status: 'done' }));
    expect(root.querySelector('progress')).toBeNull();
    const buttons = [...root.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(
      expect.arrayContaining([
        'Retry failed (1)',
        message('batch_downloadZip'),
        message('crawlView_llmsTxt'),
        message('crawlView_llmsFullTxt'),
      ]),
    );
  });

  it("downloads llms.txt under the convention's name, titled from the start page or else the host", async () => {
    const root = await view(crawlJob({ status: 'done' }));
    click([...root.querySelectorAll('button')].find((b) => b.textContent === message('crawlView_llmsTxt'))!);
    await vi.waitFor(() => expect(downloadBlob).toHaveBeenCalled());
    const [blob, name] = downloadBlob.mock.calls[0] as [Blob, string];
    expect(name).toBe('llms.txt');
    expect(await blob.text()).toMatch(/^# docs\.example\.com\n/);
  });
});
