import { parseDataSchema, type ParseData } from '@/lib/api/schemas/parse-response';
import { historyDb, JOB_CHILD_STORES } from '@/lib/jobs/history-db';
import { getItemAsJob } from '@/lib/jobs/batch-store';
import { announceJob } from '@/lib/jobs/job-events';
import { jobSchema, jobSummarySchema, type Job, type JobStatus, type JobSummary } from '@/lib/jobs/job-schema';
import { pageKey } from '@/lib/jobs/page-key';
import { resultSize } from '@/lib/jobs/result-size';
import { dropSessionResult, sessionResult } from '@/lib/jobs/session-results';
import { t } from '@/lib/i18n/t';

/**
 * Writes a job (at start, on progress, at the end) and tells every view. Its result goes to its
 * own store; the job list keeps a summary that lists read without touching any result.
 */
export async function saveJob(job: Job): Promise<void> {
  const { result, ...rest } = jobSchema.parse(job);
  const summary: JobSummary = {
    ...rest,
    resultSize: result ? resultSize(result) : undefined,
    pageKey: rest.url === undefined ? undefined : pageKey(rest.url),
  };
  const tx = (await historyDb()).transaction(['jobs', 'results'], 'readwrite');
  await Promise.all([
    tx.objectStore('jobs').put(summary, job.id),
    result ? tx.objectStore('results').put(result, job.id) : undefined,
    tx.done,
  ]);
  announceJob({ jobId: job.id });
}

const readSummary = (value: unknown): JobSummary | undefined => {
  const parsed = jobSummarySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** A job's summary (no result), or undefined. */
export async function getJobSummary(id: string): Promise<JobSummary | undefined> {
  return readSummary(await (await historyDb()).get('jobs', id));
}

/** A job's result alone, re-checked; a record that no longer fits reads as missing. */
export async function getJobResult(id: string): Promise<ParseData | undefined> {
  const parsed = parseDataSchema.safeParse(await (await historyDb()).get('results', id));
  return parsed.success ? parsed.data : undefined;
}

/** A stored job with its result, re-checked against the schema; a record that no longer fits reads as missing. */
export async function getJob(id: string): Promise<Job | undefined> {
  const db = await historyDb();
  const [stored, result] = await Promise.all([db.get('jobs', id), db.get('results', id)]);
  const summary = readSummary(stored);
  if (!summary) return stored === undefined ? getItemAsJob(id) : undefined;
  const { resultSize: _size, pageKey: _key, ...job } = summary;
  const parsed = jobSchema.safeParse({ ...job, result: result ?? undefined });
  if (!parsed.success) return undefined;
  if (parsed.data.kind === 'batch') return parsed.data;
  // A zero-data-retention result lives in session storage only (session-results.ts).
  return { ...parsed.data, result: await sessionResult(id, parsed.data.result) };
}

export interface JobPage {
  jobs: JobSummary[];
  /** Pass as `before` for the next (older) page; absent when there is none. */
  next?: number;
}

/**
 * Newest first, a page at a time; `query` matches url, title, file name, status, engine and client.
 * Reads summaries only.
 */
export async function listJobs({
  query = '',
  limit = 50,
  before,
}: { query?: string; limit?: number; before?: number } = {}): Promise<JobPage> {
  const db = await historyDb();
  const needle = query.trim().toLowerCase();
  const jobs: JobSummary[] = [];
  const range = before === undefined ? null : IDBKeyRange.upperBound(before, true);
  let cursor = await db.transaction('jobs').store.index('createdAt').openCursor(range, 'prev');
  let last: number | undefined;
  while (cursor) {
    const job = readSummary(cursor.value);
    if (job && matches(job, needle)) {
      if (jobs.length === limit) return { jobs, next: last };
      jobs.push(job);
      last = job.createdAt;
    }
    cursor = await cursor.continue();
  }
  return { jobs };
}

const matches = (job: JobSummary, needle: string) =>
  !needle ||
  [job.url, job.title, job.kind === 'parse' ? job.fileName : '', job.status, job.engine, job.client]
    .filter(Boolean)
    .some((field) => String(field).toLowerCase().includes(needle));

/** The jobs of one page (any URL differing only in fragment or trailing slash), newest first. */
export async function jobsOfPage(url: string, limit = 200): Promise<{ jobs: JobSummary[]; total: number }> {
  const index = (await historyDb()).transaction('jobs').store.index('pageKey');
  const key = pageKey(url);
  const [records, total] = await Promise.all([index.getAll(key), index.count(key)]);
  const jobs = records.map(readSummary).filter((j): j is JobSummary => j !== undefined);
  jobs.sort((a, b) => b.createdAt - a.createdAt);
  return { jobs: jobs.slice(0, limit), total };
}

/** Jobs in one status (a start-up sweep finds the running ones without reading the rest). */
export async function jobsInStatus(status: JobStatus): Promise<JobSummary[]> {
  const records = await (await historyDb()).getAllFromIndex('jobs', 'status', status);
  return records.map(readSummary).filter((j): j is JobSummary => j !== undefined);
}

export async function deleteJobs(ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const db = await historyDb();
  const tx = db.transaction(['jobs', 'results', 'assets', 'files', ...JOB_CHILD_STORES], 'readwrite');
  for (const id of ids) {
    // Its children go with it (a batch's pages, a crawl's addresses met): every key [id, …] sorts
    // after [id] and before [id, []], an array sorting after any number or string.
    for (const store of JOB_CHILD_STORES) await tx.objectStore(store).delete(IDBKeyRange.bound([id], [id, []]));
    await tx.objectStore('results').delete(IDBKeyRange.bound(`${id}:`, `${id}:\uffff`));
    await tx.objectStore('jobs').delete(id);
    await tx.objectStore('results').delete(id);
    await tx.objectStore('files').delete(id);
    for (const key of await tx.objectStore('assets').index('jobId').getAllKeys(id))
      await tx.objectStore('assets').delete(key);
  }
  await tx.done;
  for (const id of ids) {
    await dropSessionResult(id);
    announceJob({ jobId: id, deleted: true });
  }
}

export const deleteJob = (id: string): Promise<void> => deleteJobs([id]);

/** Drops jobs older than the retention; 0 keeps everything. Returns how many went. */
export async function pruneHistory(retentionDays: number, now = Date.now()): Promise<number> {
  if (retentionDays <= 0) return 0;
  const cutoff = now - retentionDays * 24 * 60 * 60 * 1000;
  const db = await historyDb();
  const old = await db.getAllKeysFromIndex('jobs', 'createdAt', IDBKeyRange.upperBound(cutoff, true));
  await deleteJobs(old);
  return old.length;
}

/** After a service-worker or browser restart: a job still marked running was cut off (a batch resumes instead). */
export async function markInterrupted(now = Date.now()): Promise<string[]> {
  const running = (await jobsInStatus('running')).filter((job) => job.kind !== 'batch');
  const db = await historyDb();
  for (const job of running) {
    await db.put(
      'jobs',
      {
        ...job,
        status: 'interrupted',
        updatedAt: now,
        finishedAt: now,
        progress: undefined,
        error: { kind: 'aborted', message: t('jobs_interrupted'), retryable: true },
      } satisfies JobSummary,
      job.id,
    );
    announceJob({ jobId: job.id });
  }
  return running.map((job) => job.id);
}
