import type { Page } from 'playwright-core';
import type { LaunchedExtension } from './launch-extension.ts';

declare const chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };

/**
 * Sends one protocol message to the background from a real extension page, in the wire format
 * of @webext-core/messaging, and returns the background's reply (`{ok, value}` / `{ok, error}`).
 */
export async function askBackground(page: Page, type: string, data: unknown): Promise<{ ok: boolean; value?: unknown; error?: { kind: string; message: string } }> {
  const reply = (await page.evaluate(
    ([t, d]) => chrome.runtime.sendMessage({ id: Math.floor(Math.random() * 1e9), type: t, data: d, timestamp: Date.now() }),
    [type, data] as const,
  )) as { res?: unknown; err?: { message: string } };
  if (reply.err) throw new Error(`background threw: ${reply.err.message}`);
  return reply.res as { ok: boolean; value?: unknown; error?: { kind: string; message: string } };
}

/** Stores settings the way the extension does (WXT storage item `local:settings`). */
export async function storeSettings(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.evaluate((value) => (globalThis as unknown as { chrome: { storage: { local: { set(v: unknown): Promise<void> } } } }).chrome.storage.local.set({ settings: value }), settings);
}

export interface StoredJob {
  id: string;
  status: string;
  kind: string;
  url?: string;
  result?: { markdown?: string; [k: string]: unknown };
  error?: { kind: string; message: string };
  progress?: { message: string };
}

/** Reads one job record straight from the extension's IndexedDB history. */
export function readJob(page: Page, id: string): Promise<StoredJob | undefined> {
  return page.evaluate(
    (jobId) =>
      new Promise<StoredJob | undefined>((resolve, reject) => {
        const open = indexedDB.open('wde-history');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('jobs').objectStore('jobs').get(jobId);
          get.onsuccess = () => {
            resolve(get.result as StoredJob | undefined);
            open.result.close();
          };
          get.onerror = () => reject(get.error);
        };
      }),
    id,
  );
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

export type { LaunchedExtension };
