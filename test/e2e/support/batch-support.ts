import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { readJob } from './background-messages';
import { readStore } from './history-access';

export interface BatchRecord {
  id: string;
  status: string;
  total: number;
  done: number;
  failed: number;
  remoteId?: string;
}

export interface ItemRecord {
  batchId: string;
  index: number;
  url: string;
  status: string;
  title?: string;
  error?: { kind?: string; message: string };
  /** A crawl's page: links from the start, and where it was read when it moved. */
  depth?: number;
  finalUrl?: string;
}

/** The batch's record as the background reads it. */
export const readBatch = async (page: Page, id: string) =>
  (await readJob(page, id)) as unknown as BatchRecord | undefined;

/** The batch's items straight from history's `batchItems` store, in index order. */
export async function readItems(page: Page, id: string): Promise<ItemRecord[]> {
  const all = (await readStore(page, 'batchItems')) as unknown as ItemRecord[];
  return all.filter((i) => i.batchId === id).sort((a, b) => a.index - b.index);
}

/** Polls until the batch has left `running`. */
export async function waitForBatchEnd(page: Page, id: string, timeoutMs = 90_000): Promise<BatchRecord> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const batch = await readBatch(page, id);
    if (batch && batch.status !== 'running') return batch;
    if (Date.now() > until)
      throw new Error(`batch ${id} still ${batch?.status ?? 'missing'} after ${timeoutMs} ms (${batch?.done} done)`);
    await page.waitForTimeout(200);
  }
}

/** The id of the batch the side panel shows (`#/result/ID`). */
export async function shownBatchId(panel: Page): Promise<string> {
  await panel.waitForSelector('.batch-view[data-job]');
  return (await panel.getAttribute('.batch-view', 'data-job'))!;
}

/** Clicks a button that downloads, and returns the file's bytes. */
export async function download(panel: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Uint8Array }> {
  const [file] = await Promise.all([panel.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), bytes: new Uint8Array(await readFile((await file.path())!)) };
}

/** A ZIP's files: text for .md/.jsonl/.txt, bytes for the rest. */
export function unzipped(bytes: Uint8Array): Map<string, Uint8Array> & { text(name: string): string } {
  const files = new Map(Object.entries(unzipSync(bytes)));
  return Object.assign(files, { text: (name: string) => strFromU8(files.get(name) ?? new Uint8Array()) });
}

/**
 * Writes a batch job and its items (with a short result for each done one) as lib/batch/ does, then tells open views.
 */
export async function seedBatch(
  page: Page,
  batch: Record<string, unknown> & { id: string },
  items: (Omit<ItemRecord, 'batchId' | 'index'> & { markdown?: string })[],
): Promise<void> {
  await readJob(page, 'none'); // the background opens (and upgrades) history first
  await page.evaluate(
    async ({ batch, items }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('wde-history');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(['jobs', 'results', 'batchItems'], 'readwrite');
        tx.objectStore('jobs').put(batch, batch.id);
        items.forEach(({ markdown, ...item }, index) => {
          tx.objectStore('batchItems').put({ ...item, batchId: batch.id, index }, [batch.id, index]);
          if (markdown)
            tx.objectStore('results').put(
              { markdown, metadata: { title: item.title, sourceURL: item.url } },
              `${batch.id}:${index}`,
            );
        });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      const channel = new BroadcastChannel('wde-jobs');
      channel.postMessage({ jobId: batch.id });
      channel.close();
    },
    { batch, items },
  );
}
