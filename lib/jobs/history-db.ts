import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

// One database for jobs and the bytes they need: files waiting to be parsed (a File cannot
// cross extension messaging) and saved screenshots (the service's URLs expire after 24 hours).
interface HistoryDb extends DBSchema {
  jobs: { key: string; value: unknown; indexes: { createdAt: number } };
  files: { key: string; value: { blob: Blob; name: string; savedAt: number } };
  assets: { key: string; value: { blob: Blob; jobId: string; sourceUrl: string; savedAt: number }; indexes: { jobId: string } };
}

let opening: Promise<IDBPDatabase<HistoryDb>> | undefined;

export function historyDb(): Promise<IDBPDatabase<HistoryDb>> {
  opening ??= openDB<HistoryDb>('wde-history', 1, {
    upgrade(db) {
      db.createObjectStore('jobs').createIndex('createdAt', 'createdAt');
      db.createObjectStore('files');
      db.createObjectStore('assets').createIndex('jobId', 'jobId');
    },
    // Another context wants a newer version (or to delete): let go rather than block it.
    blocking() {
      void opening?.then((db) => db.close());
      opening = undefined;
    },
  });
  return opening;
}
