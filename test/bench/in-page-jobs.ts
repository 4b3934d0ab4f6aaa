// Run inside an extension page (page.evaluate, Playwright's or puppeteer's): a job started and
// waited for as the side panel waits, on the jobs' broadcast, never by a poll from outside.

declare const chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };

type Reply = {
  res?: { ok: boolean; value?: { jobId?: string; status?: string; done?: number } | null; error?: { message: string } };
};

/**
 * Sends one protocol message to the background; when it started a job, waits for that job's end:
 * on each of the jobs' broadcasts about it, the job is read again. Resolves with the job as read.
 */
export function startAndWait([type, data]: readonly [string, unknown]): Promise<{ status?: string; done?: number }> {
  const ask = (t: string, d: unknown) =>
    chrome.runtime.sendMessage({
      id: Math.floor(Math.random() * 1e9),
      type: t,
      data: d,
      timestamp: Date.now(),
    }) as Promise<Reply>;
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel('wde-jobs');
    let jobId: string | undefined;
    const check = async () => {
      if (!jobId) return;
      const job = (await ask('getJob', { jobId })).res?.value;
      if (job && job.status !== 'running') {
        channel.close();
        resolve({ status: job.status, done: job.done });
      }
    };
    channel.onmessage = (event: MessageEvent<{ jobId?: string }>) => {
      if (event.data.jobId === jobId) void check();
    };
    void ask(type, data).then((reply) => {
      if (!reply.res?.ok) return reject(new Error(`${type} refused: ${reply.res?.error?.message}`));
      jobId = reply.res.value?.jobId;
      void check();
    }, reject);
  });
}

/** Stores settings the way the extension does (WXT storage item `local:settings`). */
export function storeSettingsInPage(value: Record<string, unknown>): Promise<void> {
  return (
    globalThis as unknown as { chrome: { storage: { local: { set(v: unknown): Promise<void> } } } }
  ).chrome.storage.local.set({ settings: value });
}
