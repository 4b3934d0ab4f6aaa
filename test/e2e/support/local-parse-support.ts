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
      // History's database as the background made it. Opening it without a version before the
      // background has (a fresh profile) would create an empty one the background cannot upgrade:
      // then abort, let the background open it (any read of a job does), and open it again.
      const openHistory = () =>
        new Promise<IDBDatabase | undefined>((resolve, reject) => {
          const open = indexedDB.open('wde-history');
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => (open.error?.name === 'AbortError' ? resolve(undefined) : reject(open.error));
        });
      let db = await openHistory();
      if (!db) {
        await readJob(`none-${crypto.randomUUID()}`);
        db = await openHistory();
      }
      if (!db) throw new Error('the extension did not create its history database');
      const history = db;
      const fileId = `test-${crypto.randomUUID()}`;
      await new Promise<void>((resolve, reject) => {
        const tx = history.transaction('files', 'readwrite');
        tx.objectStore('files').put({ blob: data, name, savedAt: Date.now() }, fileId);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      history.close();
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
