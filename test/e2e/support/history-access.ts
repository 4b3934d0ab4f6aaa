import type { Page } from 'playwright-core';

// The one place the e2e tests touch the extension's history. Reads go through the background
// (the `getJob` message, as `npm run extract` does); what only a test does (seeding hundreds of
// jobs, listing the stored summaries, staging a file as the popup does) writes IndexedDB in the
// layout of lib/jobs/history-db.ts: `jobs` (summaries), `results` (by job id), `files`, `assets`.

declare const chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };

export interface StoredJob {
  id: string;
  status: string;
  kind: string;
  url?: string;
  title?: string;
  fileName?: string;
  createdAt?: number;
  request?: unknown;
  result?: { markdown?: string; [k: string]: unknown };
  error?: { kind: string; message: string };
  progress?: { message: string; fraction?: number };
}

/** A job with its result, as the background reads it from history (undefined when gone). */
export async function readJob(page: Page, id: string): Promise<StoredJob | undefined> {
  const reply = (await page.evaluate(
    (jobId) =>
      chrome.runtime.sendMessage({
        id: Math.floor(Math.random() * 1e9),
        type: 'getJob',
        data: { jobId },
        timestamp: Date.now(),
      }),
    id,
  )) as { res?: { ok: boolean; value?: StoredJob | null; error?: { message: string } } };
  if (!reply.res?.ok) throw new Error(`getJob failed: ${reply.res?.error?.message ?? 'no answer'}`);
  return reply.res.value ?? undefined;
}

/** Polls history until the job reaches a final status (or the time runs out). */
export async function waitForJobEnd(page: Page, id: string, timeoutMs = 20_000): Promise<StoredJob> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = await readJob(page, id);
    if (job && job.status !== 'running') return job;
    if (Date.now() > until) throw new Error(`job ${id} still ${job?.status ?? 'missing'} after ${timeoutMs} ms`);
    await page.waitForTimeout(100);
  }
}

/** Every record of one history store (job summaries hold no result), read from an extension page. */
export function readStore(
  page: Page,
  store: 'jobs' | 'results' | 'files' | 'batchItems',
): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (name) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const open = indexedDB.open('wde-history');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => {
            resolve(all.result as Record<string, unknown>[]);
            db.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
    store,
  );
}

export type JobRecord = Record<string, unknown> & { id: string; result?: unknown; url?: string };

/** Writes whole jobs (summary and result apart, as saveJob does), then tells open views. */
export async function seedJobs(page: Page, jobs: JobRecord[]): Promise<void> {
  // The background opens history as it starts: ask it something so the stores exist.
  await readJob(page, 'none');
  await page.evaluate(async (records) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('wde-history');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const pageKey = (url: string) => {
      try {
        const u = new URL(url);
        u.hash = '';
        return u.href.replace(/\/$/, '');
      } catch {
        return url;
      }
    };
    const size = (result: Record<string, unknown>) =>
      Object.values(result).reduce<number>(
        (n, v) =>
          n +
          (typeof v === 'string'
            ? v.length
            : Array.isArray(v)
              ? v.reduce<number>((m, x) => m + (typeof x === 'string' ? x.length : 0), 0)
              : 0),
        0,
      );
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(['jobs', 'results'], 'readwrite');
      for (const { result, ...job } of records) {
        tx.objectStore('jobs').put(
          {
            ...job,
            pageKey: job.url ? pageKey(job.url) : undefined,
            resultSize: result ? size(result as Record<string, unknown>) : undefined,
          },
          job.id,
        );
        if (result) tx.objectStore('results').put(result, job.id);
      }
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    const channel = new BroadcastChannel('wde-jobs');
    for (const job of records) channel.postMessage({ jobId: job.id });
    channel.close();
  }, jobs);
}
