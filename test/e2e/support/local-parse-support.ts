import type { Page } from 'playwright-core';

export interface ParsedJob {
  id: string;
  status: string;
  result?: Record<string, unknown> & {
    markdown?: string;
    images?: string[];
    pages?: { pageNumber: number; markdown?: string }[];
    metadata?: Record<string, unknown>;
    warning?: string;
  };
  error?: { kind: string; message: string };
  progress?: { message: string; fraction?: number };
}

/** The file's bytes, or a URL the extension page can fetch them from (better for large files). */
export type FileSource = Uint8Array | { url: string };

/**
 * Parses a file as `name` with the local engine through the real background, as the popup does
 * with a dropped file: the extension page stages it in history's `files` store (Files cannot
 * cross messaging), sends startParse, and waits for the job's end on the jobs BroadcastChannel.
 * Returns the job and the time from the message to the end (what a user waits once the file is
 * dropped). Used by the e2e tests, the benchmark and `npm run extract`.
 */
export async function parseLocally(
  page: Page,
  source: FileSource,
  name: string,
  options: Record<string, unknown> = {},
  timeoutMs = 120_000,
): Promise<{ job: ParsedJob; ms: number }> {
  return page.evaluate(
    async ({ base64, url, name, options, timeoutMs }) => {
      // tsx (the CLI, the benchmark) wraps named inner functions in an `__name` helper the page lacks.
      (globalThis as { __name?: unknown }).__name ??= (f: unknown) => f;
      let data: Blob;
      if (url !== undefined) data = await (await fetch(url)).blob();
      else {
        const raw = atob(base64 ?? '');
        const bytes = new Uint8Array(raw.length);
        for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
        data = new Blob([bytes]);
      }
      type Api = {
        runtime: {
          sendMessage(
            m: unknown,
          ): Promise<{ res?: { ok: boolean; value?: unknown; error?: { kind: string; message: string } } }>;
        };
      };
      // `browser` where it answers with promises (Firefox: its `chrome` takes callbacks), else `chrome`.
      const chrome = (globalThis as { browser?: Api }).browser ?? (globalThis as unknown as { chrome: Api }).chrome;
      // The job with its result, as the background reads it from history.
      const readJob = async (id: string) =>
        ((
          await chrome.runtime.sendMessage({
            id: Date.now(),
            type: 'getJob',
            data: { jobId: id },
            timestamp: Date.now(),
          })
        ).res?.value ?? undefined) as ParsedJob | undefined;
      // The background opens history as it starts: ask it something first, as seedJobs does, so
      // the stores exist. Opened here first on a fresh profile, with no version, it would be
      // created empty, and the background could not upgrade it.
      await readJob(`none-${crypto.randomUUID()}`);
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('wde-history');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const fileId = `test-${crypto.randomUUID()}`;
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('files', 'readwrite');
        tx.objectStore('files').put({ blob: data, name, savedAt: Date.now() }, fileId);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      const channel = new BroadcastChannel('wde-jobs');
      let wake = () => {};
      channel.onmessage = () => wake();
      const started = performance.now();
      const reply = await chrome.runtime.sendMessage({
        id: Date.now(),
        type: 'startParse',
        data: { engine: 'local', fileId, options },
        timestamp: Date.now(),
      });
      if (!reply.res?.ok || !reply.res.value) {
        channel.close();
        return {
          job: { id: '', status: 'refused', error: reply.res?.error ?? { kind: 'bad-response', message: 'no answer' } },
          ms: performance.now() - started,
        };
      }
      const jobId = (reply.res.value as { jobId: string }).jobId;
      const until = Date.now() + timeoutMs;
      for (;;) {
        const job = await readJob(jobId);
        if (job && job.status !== 'running') {
          channel.close();
          return { job, ms: performance.now() - started };
        }
        if (Date.now() > until) throw new Error(`parse of ${name} still running after ${timeoutMs} ms`);
        // Sleep until the job changes (or 500 ms, in case an event was missed).
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 500);
        });
      }
    },
    source instanceof Uint8Array
      ? { base64: Buffer.from(source).toString('base64'), url: undefined, name, options, timeoutMs }
      : { base64: undefined, url: source.url, name, options, timeoutMs },
  );
}
