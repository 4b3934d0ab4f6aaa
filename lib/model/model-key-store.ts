import { readSecret, writeSecret } from '@/lib/settings/secrets-db';

// The endpoint's key is kept like the service key (see secrets-db.ts): in the extension's own
// IndexedDB, read only by the background and extension pages; never in settings, logs or history.

const KEY = 'modelKey';

/** The model endpoint's key, or undefined when none is set. */
export async function getModelKey(): Promise<string | undefined> {
  return (await readSecret(KEY)) || undefined;
}

/** Stores the key (trimmed), or removes it when `key` is undefined or blank. */
export async function setModelKey(key: string | undefined): Promise<void> {
  await writeSecret(KEY, key?.trim() ?? '');
}
