import { readSecret, writeSecret } from '@/lib/settings/secrets-db';

// The service key: in the secrets database, never in storage.local (see secrets-db.ts).

const KEY = 'apiKey';
/** What the service said of the stored key when last asked; cleared with each new key. */
const VERDICT = 'apiKeyVerdict';

/**
 * The service's answer to the stored key: it answered (valid), refused it (401 or 403), or could
 * not be reached to say. A key never checked has none.
 */
export type KeyVerdict = 'valid' | 'refused' | 'unreachable';

export async function getApiKey(): Promise<string> {
  return readSecret(KEY);
}

export async function setApiKey(apiKey: string): Promise<void> {
  const trimmed = apiKey.trim();
  await Promise.all([writeSecret(KEY, trimmed), writeSecret(VERDICT, '')]);
  keyChanges.postMessage({ hasKey: Boolean(trimmed), refused: false } satisfies KeyState);
}

export async function getKeyVerdict(): Promise<KeyVerdict | undefined> {
  const verdict = await readSecret(VERDICT);
  return verdict === 'valid' || verdict === 'refused' || verdict === 'unreachable' ? verdict : undefined;
}

/** Keeps what the service said of `checkedKey`, unless another key was stored meanwhile. */
export async function setKeyVerdict(checkedKey: string, verdict: KeyVerdict): Promise<void> {
  if ((await getApiKey()) !== checkedKey || !checkedKey) return;
  await writeSecret(VERDICT, verdict);
  keyChanges.postMessage({ hasKey: true, refused: verdict === 'refused' } satisfies KeyState);
}

/** Whether a key is set, and whether the service refused it when last asked. */
export interface KeyState {
  hasKey: boolean;
  refused: boolean;
}

export async function getKeyState(): Promise<KeyState> {
  const [key, verdict] = await Promise.all([getApiKey(), getKeyVerdict()]);
  return { hasKey: Boolean(key), refused: Boolean(key) && verdict === 'refused' };
}

/**
 * A key the remote engine may be chosen by default with: set, and not refused by the service
 * (a key it could not be asked about yet stays usable; a refused one waits for a check it passes).
 */
export const usableKey = (state: KeyState): boolean => state.hasKey && !state.refused;

/** A key shown safely: the first 3 and last 4 characters. */
export const maskApiKey = (key: string): string =>
  key.length <= 8 ? '•'.repeat(key.length) : `${key.slice(0, 3)}${'•'.repeat(8)}${key.slice(-4)}`;

/** Tells other extension contexts that a key was set, cleared, or judged; never carries the key. */
const keyChanges = new BroadcastChannel('wde-api-key');

export function watchApiKey(callback: (state: KeyState) => void): () => void {
  const channel = new BroadcastChannel('wde-api-key');
  channel.onmessage = (event: MessageEvent<KeyState>) => callback(event.data);
  return () => channel.close();
}
