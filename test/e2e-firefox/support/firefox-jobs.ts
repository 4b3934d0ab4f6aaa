import type { LaunchedFirefox } from './launch-firefox.ts';

export interface FirefoxJob {
  id: string;
  status: string;
  result?: Record<string, unknown> & { markdown?: string; html?: string; links?: string[]; screenshot?: string; metadata?: Record<string, unknown> };
  error?: { kind: string; message: string };
}

/** Waits until the job has ended, reading it through the background (getJob). */
export async function waitForJob(ff: LaunchedFirefox, jobId: string, timeoutMs = 30_000): Promise<FirefoxJob> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const reply = await ff.ask<FirefoxJob | null>('getJob', { jobId });
    const job = reply.value;
    if (job && job.status !== 'running') return job;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${job?.status ?? 'missing'} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Starts a job with one message and waits for its end. */
export async function runJob(ff: LaunchedFirefox, type: 'startScrape' | 'startParse', data: unknown): Promise<FirefoxJob> {
  const reply = await ff.ask<{ jobId: string }>(type, data);
  if (!reply.ok || !reply.value) throw new Error(`${type} refused: ${reply.error?.message}`);
  return waitForJob(ff, reply.value.jobId);
}

/**
 * Parses bytes as `name` with the local engine, as the popup does with a dropped file: the add-on's
 * page stages them in history's `files` store (a File cannot cross messaging), then asks.
 */
export async function parseLocally(ff: LaunchedFirefox, bytes: Uint8Array, name: string, options: Record<string, unknown> = {}): Promise<FirefoxJob> {
  const fileId = await ff.extension.evaluate(
    async (base64: string, fileName: string) => {
      const raw = atob(base64);
      const data = new Uint8Array(raw.length);
      for (let i = 0; i < raw.length; i++) data[i] = raw.charCodeAt(i);
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('wde-history');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const id = `ff-${crypto.randomUUID()}`;
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('files', 'readwrite');
        tx.objectStore('files').put({ blob: new Blob([data]), name: fileName, savedAt: Date.now() }, id);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      return id;
    },
    Buffer.from(bytes).toString('base64'),
    name,
  );
  return runJob(ff, 'startParse', { engine: 'local', fileId, options });
}
