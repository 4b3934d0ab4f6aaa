import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import { pageKey } from '@/lib/jobs/page-key';
import { resultSize } from '@/lib/jobs/result-size';

// One database for jobs and the bytes they need. `jobs` holds what lists read (small records,
// indexed by time, page and status); `results` holds each job's result under the job's id, read
// only when it is shown; `files` keeps files waiting to be parsed (a File cannot cross extension
// messaging) and `assets` saved screenshots (the service's URLs expire after 24 hours). A job
// with children (a batch's items, a monitor's checks) keeps them in a store of their own keyed
// by [parent id, index], never inside the parent's record. historyDb() below is its one opening:
// lib/jobs keeps jobs, results, files, assets and a job's pages (batchItems); each other store is
// read and written by its feature's store file alone (monitor-store.ts, crawl-store.ts, which adds
// a crawl's pages in the same transaction as its addresses met, and activity-log.ts).
export interface HistoryDb extends DBSchema {
  jobs: { key: string; value: unknown; indexes: { createdAt: number; pageKey: string; status: string } };
  results: { key: string; value: unknown };
  files: { key: string; value: { blob: Blob; name: string; savedAt: number } };
  assets: {
    key: string;
    value: { blob: Blob; jobId: string; sourceUrl: string; savedAt: number };
    indexes: { jobId: string };
  };
  // Local monitors (monitor-store.ts): their records, their checks and the content of checks that
  // found the page new or changed, both keyed by [monitor id, seq].
  monitors: { key: string; value: unknown };
  monitorChecks: { key: [string, number]; value: unknown };
  monitorContent: { key: [string, number]; value: unknown };
  /** A batch's pages (lib/batch/), keyed by [batch id, index]. A crawl's pages are its items too. */
  batchItems: { key: [string, number]; value: unknown };
  /** The addresses a crawl has met (lib/crawl/), keyed by [crawl id, normalised address]: each is read once. */
  crawlSeen: { key: [string, string]; value: { index: number } };
  /** The bridge's activity log (activity-log.ts): one entry per request, ids given in order, indexed by time. */
  bridgeActivity: { key: number; value: unknown; indexes: { time: number } };
}

/** The stores keyed by [job id, …]: deleting a job deletes its rows there, whatever they hold. */
export const JOB_CHILD_STORES = ['batchItems', 'crawlSeen'] as const;

export const HISTORY_DB = 'wde-history';
export const HISTORY_VERSION = 5;

let opening: Promise<IDBPDatabase<HistoryDb>> | undefined;

export function historyDb(): Promise<IDBPDatabase<HistoryDb>> {
  opening ??= openDB<HistoryDb>(HISTORY_DB, HISTORY_VERSION, {
    async upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        db.createObjectStore('jobs').createIndex('createdAt', 'createdAt');
        db.createObjectStore('files');
        db.createObjectStore('assets').createIndex('jobId', 'jobId');
      }
      if (oldVersion < 2) await moveResultsOut(db, tx);
      if (oldVersion < 3) {
        db.createObjectStore('monitors');
        db.createObjectStore('monitorChecks');
        db.createObjectStore('monitorContent');
        db.createObjectStore('batchItems');
      }
      if (oldVersion < 4) db.createObjectStore('crawlSeen');
      if (oldVersion < 5)
        db.createObjectStore('bridgeActivity', { keyPath: 'id', autoIncrement: true }).createIndex('time', 'time');
    },
    // Another context wants a newer version (or to delete): let go rather than block it.
    blocking() {
      void opening?.then((db) => db.close());
      opening = undefined;
    },
  });
  return opening;
}

type UpgradeTx = IDBPTransaction<HistoryDb, StoreNames<HistoryDb>[], 'versionchange'>;

/** Version 1 kept each result inside its job record: move them to `results`, index the rest. */
async function moveResultsOut(db: IDBPDatabase<HistoryDb>, tx: UpgradeTx): Promise<void> {
  db.createObjectStore('results');
  const jobs = tx.objectStore('jobs');
  jobs.createIndex('pageKey', 'pageKey');
  jobs.createIndex('status', 'status');
  const results = tx.objectStore('results');
  for (let cursor = await jobs.openCursor(); cursor; cursor = await cursor.continue()) {
    const record = cursor.value as Record<string, unknown> | null;
    if (!record || typeof record !== 'object') continue;
    const { result, ...summary } = record;
    if (result !== undefined) await results.put(result, cursor.key);
    await cursor.update({
      ...summary,
      resultSize: result && typeof result === 'object' ? resultSize(result) : undefined,
      pageKey: typeof summary.url === 'string' ? pageKey(summary.url) : undefined,
    });
  }
}
