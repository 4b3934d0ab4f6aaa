import type { Page } from 'puppeteer-core';
import type { LaunchedFirefox } from './launch-firefox';

/** Every record of one of history's stores (IndexedDB `wde-history`), read in a page of the add-on. */
export function readStore(ff: LaunchedFirefox, store: string): Promise<unknown[]> {
  return ff.extension.evaluate(async (name: string) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('wde-history');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      return await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  }, store);
}

/** Polls the job through the background (getJob) until it has left `running`. */
export async function waitForBatch<T extends { status: string }>(
  ff: LaunchedFirefox,
  jobId: string,
  timeoutMs = 90_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = (await ff.ask<T | null>('getJob', { jobId })).value;
    if (job && job.status !== 'running') return job;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${job?.status ?? 'missing'} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Makes `page` keep what it downloads instead of saving it: a Blob handed to URL.createObjectURL is
 * kept, and a download link's click only notes its file name (lib/export/download.ts's way).
 */
export async function catchDownloads(page: Page): Promise<void> {
  await page.evaluate(() => {
    const kept: { blob?: Blob; name?: string }[] = [];
    (globalThis as unknown as { __downloads: typeof kept }).__downloads = kept;
    const make = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => (kept.push({ blob: blob as Blob }), make(blob));
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      const last = kept[kept.length - 1];
      if (last && this.download) last.name = this.download;
    };
  });
}

/** The last download `catchDownloads` kept once named: its file name and bytes. */
export async function caughtDownload(page: Page, timeoutMs = 60_000): Promise<{ name: string; bytes: Uint8Array }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await page.evaluate(async () => {
      const kept = (globalThis as unknown as { __downloads: { blob?: Blob; name?: string }[] }).__downloads;
      const last = kept.findLast((d) => d.name);
      if (!last?.blob) return null;
      const bytes = new Uint8Array(await last.blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { name: last.name!, base64: btoa(binary) };
    });
    if (found) return { name: found.name, bytes: new Uint8Array(Buffer.from(found.base64, 'base64')) };
    if (Date.now() > until) throw new Error(`nothing downloaded after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
