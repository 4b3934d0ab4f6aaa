import { openDB } from 'idb';

// Secrets (the service key, the bridge's token) are kept in the extension's own IndexedDB, not in
// storage.local: content scripts can read storage.local in every browser, but never the extension
// origin's IndexedDB. Only the background and extension pages (options, popup) open this database.
const DB_NAME = 'wde-secrets';
const STORE = 'secrets';

let opening: ReturnType<typeof openDB> | undefined;

// One connection per context: connections left open would block a version change or delete.
const db = () =>
  (opening ??= openDB(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE);
    },
    blocking() {
      void opening?.then((database) => database.close());
      opening = undefined;
    },
  }));

/** The secret stored under `name`, or '' when there is none. */
export async function readSecret(name: string): Promise<string> {
  const value: unknown = await (await db()).get(STORE, name);
  return typeof value === 'string' ? value : '';
}

/** Stores the secret, or removes it when `value` is empty. */
export async function writeSecret(name: string, value: string): Promise<void> {
  const database = await db();
  if (value) await database.put(STORE, value, name);
  else await database.delete(STORE, name);
}
