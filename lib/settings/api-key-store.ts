import { openDB } from 'idb';

// The key is kept in the extension's own IndexedDB, not in storage.local: content scripts can
// read storage.local in every browser, but never the extension origin's IndexedDB. Only the
// background and extension pages (options, popup) open this database.
const DB_NAME = 'wde-secrets';
const STORE = 'secrets';
const KEY = 'apiKey';

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

export async function getApiKey(): Promise<string> {
  const value: unknown = await (await db()).get(STORE, KEY);
  return typeof value === 'string' ? value : '';
}

export async function setApiKey(apiKey: string): Promise<void> {
  const trimmed = apiKey.trim();
  const database = await db();
  if (trimmed) await database.put(STORE, trimmed, KEY);
  else await database.delete(STORE, KEY);
  keyChanges.postMessage({ hasKey: Boolean(trimmed) });
}

/** A key shown safely: the first 3 and last 4 characters. */
export const maskApiKey = (key: string): string =>
  key.length <= 8 ? '•'.repeat(key.length) : `${key.slice(0, 3)}${'•'.repeat(8)}${key.slice(-4)}`;

/** Tells other extension contexts that a key was set or cleared; never carries the key. */
const keyChanges = new BroadcastChannel('wde-api-key');

export function watchHasApiKey(callback: (hasKey: boolean) => void): () => void {
  const channel = new BroadcastChannel('wde-api-key');
  channel.onmessage = (event: MessageEvent<{ hasKey: boolean }>) => callback(event.data.hasKey);
  return () => channel.close();
}
