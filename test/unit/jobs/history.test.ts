import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as History from '@/lib/jobs/history';
import type { Job } from '@/lib/jobs/job-schema';

// History in a fresh fake IndexedDB for each test; the modules are re-imported so none keeps a
// connection to the last test's database.
let history: typeof History;

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
  history = await import('@/lib/jobs/history');
});

function scrapeJob(id: string, createdAt: number, over: Partial<Job> = {}): Job {
  return {
    id,
    kind: 'scrape',
    engine: 'local',
    status: 'done',
    createdAt,
    updatedAt: createdAt,
    url: `https://e.com/${id}`,
    request: { url: `https://e.com/${id}` },
    result: { markdown: `# ${id}\n\n${'x'.repeat(100)}`, metadata: { sourceURL: `https://e.com/${id}` } },
    ...over,
  } as Job;
}

describe('history keeps results apart from the job list', () => {
  it('lists summaries without results, with their size; reads a result only when asked', async () => {
    await history.saveJob(scrapeJob('a', 1));
    const { jobs } = await history.listJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).not.toHaveProperty('result');
    expect(jobs[0]).toMatchObject({ id: 'a', resultSize: 105, pageKey: 'https://e.com/a' });
    expect((await history.getJob('a'))?.result?.markdown).toMatch(/^# a/);
    expect((await history.getJobResult('a'))?.metadata?.sourceURL).toBe('https://e.com/a');
  });

  it('pages through a long history newest first, filtered by a query', async () => {
    for (let i = 0; i < 120; i++)
      await history.saveJob(scrapeJob(`j${i}`, 1000 + i, { title: i % 2 ? 'odd' : 'even' }));
    const first = await history.listJobs({ limit: 50 });
    expect(first.jobs.map((j) => j.id).slice(0, 2)).toEqual(['j119', 'j118']);
    const second = await history.listJobs({ limit: 50, before: first.next });
    const third = await history.listJobs({ limit: 50, before: second.next });
    expect([...first.jobs, ...second.jobs, ...third.jobs].map((j) => j.id)).toEqual(
      Array.from({ length: 120 }, (_, i) => `j${119 - i}`),
    );
    expect(third.next).toBeUndefined();
    expect((await history.listJobs({ query: 'odd', limit: 500 })).jobs).toHaveLength(60);
  });

  it('finds the jobs of one page by its index, counting them all', async () => {
    for (let i = 0; i < 17; i++)
      await history.saveJob(
        scrapeJob(`p${i}`, i, { url: i % 2 ? 'https://e.com/page#top' : 'https://e.com/page/' } as Partial<Job>),
      );
    await history.saveJob(scrapeJob('other', 100));
    const { jobs, total } = await history.jobsOfPage('https://e.com/page', 5);
    expect(total).toBe(17);
    expect(jobs.map((j) => j.id)).toEqual(['p16', 'p15', 'p14', 'p13', 'p12']);
  });

  it('marks the running jobs interrupted at start-up without reading the rest', async () => {
    await history.saveJob(scrapeJob('done', 1));
    await history.saveJob(scrapeJob('run', 2, { status: 'running', result: undefined }));
    expect(await history.markInterrupted(5)).toEqual(['run']);
    expect(await history.getJobSummary('run')).toMatchObject({
      status: 'interrupted',
      finishedAt: 5,
      error: { kind: 'aborted' },
    });
    expect(await history.jobsInStatus('running')).toEqual([]);
  });

  it('deletes jobs with their results, files and assets, and prunes by retention', async () => {
    const { stageBlob, stagedFile } = await import('@/lib/jobs/staged-files');
    const { loadJobAssets, saveJobAsset } = await import('@/lib/jobs/job-assets');
    await history.saveJob(scrapeJob('old', 0));
    await history.saveJob(scrapeJob('new', 10 * 86_400_000));
    await stageBlob('old', new Blob(['x']), 'x.txt');
    await saveJobAsset('old', 'https://e.com/s.png', new Blob(['png']));
    expect(await history.pruneHistory(1, 10 * 86_400_000)).toBe(1);
    expect(await history.getJob('old')).toBeUndefined();
    expect(await history.getJobResult('old')).toBeUndefined();
    expect(await stagedFile('old')).toBeUndefined();
    expect((await loadJobAssets('old')).size).toBe(0);
    expect((await history.listJobs()).jobs.map((j) => j.id)).toEqual(['new']);
  });
});

describe('a history written by version 1', () => {
  it('is moved to the new shape on first open: results apart, pages and statuses indexed', async () => {
    const old = await openDB('wde-history', 1, {
      upgrade(db) {
        db.createObjectStore('jobs').createIndex('createdAt', 'createdAt');
        db.createObjectStore('files');
        db.createObjectStore('assets').createIndex('jobId', 'jobId');
      },
    });
    await old.put('jobs', scrapeJob('v1', 3, { url: 'https://e.com/v1/' } as Partial<Job>), 'v1');
    await old.put('jobs', scrapeJob('v1-running', 4, { status: 'running', result: undefined }), 'v1-running');
    old.close();

    const { jobs } = await history.listJobs();
    expect(jobs.map((j) => j.id)).toEqual(['v1-running', 'v1']);
    expect(jobs[1]).not.toHaveProperty('result');
    expect(jobs[1]).toMatchObject({ resultSize: 106, pageKey: 'https://e.com/v1' });
    expect((await history.getJob('v1'))?.result?.markdown).toMatch(/^# v1/);
    expect((await history.jobsOfPage('https://e.com/v1')).total).toBe(1);
    expect((await history.jobsInStatus('running')).map((j) => j.id)).toEqual(['v1-running']);
  });
});

describe('the history export', () => {
  it('is one JSON document with every chosen job and its result, secrets scrubbed, built job by job', async () => {
    const { historyExportBlob } = await import('@/lib/export/history-export-file');
    await history.saveJob(
      scrapeJob('a', 1, {
        request: { url: 'https://e.com/a', headers: { Authorization: 'Bearer abcdefghijkl' } },
      } as Partial<Job>),
    );
    await history.saveJob(scrapeJob('b', 2));
    const progress: number[] = [];
    const blob = await historyExportBlob(['b', 'a', 'gone'], { onProgress: (done) => progress.push(done) });
    const doc = JSON.parse(await blob.text()) as {
      format: string;
      version: number;
      jobs: { id: string; result: { markdown: string }; request: { headers?: Record<string, string> } }[];
    };
    expect(doc).toMatchObject({ format: 'web-data-extractor-history', version: 1 });
    expect(doc.jobs.map((j) => j.id)).toEqual(['b', 'a']);
    expect(doc.jobs[1]!.result.markdown).toMatch(/^# a/);
    expect(doc.jobs[1]!.request.headers).toEqual({ Authorization: '[redacted]' });
    expect(progress).toEqual([1, 2, 3]);
  });
});
