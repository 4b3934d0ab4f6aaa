import { readSecret, writeSecret } from '@/lib/settings/secrets-db';

// The service key: in the secrets database, never in storage.local (see secrets-db.ts).

const KEY = 'apiKey';

export async function getApiKey(): Promise<string> {
  return readSecret(KEY);
}

export async function setApiKey(apiKey: string): Promise<void> {
  const trimmed = apiKey.trim();
  await writeSecret(KEY, trimmed);
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
