import { historyDb } from './history-db';
import { announceJob } from './job-events';
import { jobSchema, type Job } from './job-schema';
import { dropSessionResult, sessionResult } from './session-results';

/** Writes a job (at start, on progress, at the end) and tells every view. */
export async function saveJob(job: Job): Promise<void> {
  const checked = jobSchema.parse(job);
  await (await historyDb()).put('jobs', checked, checked.id);
  announceJob({ jobId: job.id });
}

/** A stored job re-checked against the schema; a record that no longer fits reads as missing. */
export async function getJob(id: string): Promise<Job | undefined> {
  const parsed = jobSchema.safeParse(await (await historyDb()).get('jobs', id));
  if (!parsed.success) return undefined;
  // A zero-data-retention result lives in session storage only (session-results.ts).
  return { ...parsed.data, result: await sessionResult(id, parsed.data.result) };
}

/** Newest first; `query` matches url, title, file name and status. */
export async function listJobs({ query = '', limit = 500 }: { query?: string; limit?: number } = {}): Promise<Job[]> {
  const db = await historyDb();
  const needle = query.trim().toLowerCase();
  const jobs: Job[] = [];
  let cursor = await db.transaction('jobs').store.index('createdAt').openCursor(null, 'prev');
  while (cursor && jobs.length < limit) {
    const parsed = jobSchema.safeParse(cursor.value);
    if (parsed.success && matches(parsed.data, needle)) jobs.push(parsed.data);
    cursor = await cursor.continue();
  }
  return jobs;
}

const matches = (job: Job, needle: string) =>
  !needle ||
  [job.url, job.title, job.kind === 'parse' ? job.fileName : '', job.status, job.engine]
    .filter(Boolean)
    .some((field) => String(field).toLowerCase().includes(needle));

export async function deleteJob(id: string): Promise<void> {
  const db = await historyDb();
  const tx = db.transaction(['jobs', 'assets', 'files'], 'readwrite');
  await tx.objectStore('jobs').delete(id);
  await tx.objectStore('files').delete(id);
  for (const key of await tx.objectStore('assets').index('jobId').getAllKeys(id)) await tx.objectStore('assets').delete(key);
  await tx.done;
  await dropSessionResult(id);
  announceJob({ jobId: id, deleted: true });
}

/** Drops jobs older than the retention; 0 keeps everything. Returns how many went. */
export async function pruneHistory(retentionDays: number, now = Date.now()): Promise<number> {
  if (retentionDays <= 0) return 0;
  const cutoff = now - retentionDays * 24 * 60 * 60 * 1000;
  const db = await historyDb();
  const old = await db.getAllKeysFromIndex('jobs', 'createdAt', IDBKeyRange.upperBound(cutoff, true));
  for (const id of old) await deleteJob(id);
  return old.length;
}

/** After a service-worker or browser restart: a job still marked running was cut off. */
export async function markInterrupted(now = Date.now()): Promise<string[]> {
  const running = (await listJobs({ limit: 10_000 })).filter((job) => job.status === 'running');
  for (const job of running) {
    await saveJob({
      ...job,
      status: 'interrupted',
      updatedAt: now,
      finishedAt: now,
      progress: undefined,
      error: { kind: 'aborted', message: 'This job was cut off when the browser or the extension restarted. Retry it.', retryable: true },
    });
  }
  return running.map((job) => job.id);
}
