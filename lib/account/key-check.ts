import { errorData, type ApiErrorData } from '@/lib/api/api-error';
import { remoteClient } from '@/lib/engines/remote/remote-client';
import { getApiKey, setKeyVerdict, type KeyVerdict } from '@/lib/settings/api-key-store';

/** What asking the service with the stored key found: how many crawls it runs, or why it failed. */
export type KeyCheck =
  { verdict: 'valid'; crawls: number } | { verdict: Exclude<KeyVerdict, 'valid'>; error: ApiErrorData };

/**
 * Lists the team's active crawls with the stored key, the cheapest authenticated call the service
 * has (no credits), at `baseUrl` (default: the stored one). 401 or 403 is the service refusing the
 * key; any other failure (offline, a wrong base URL, a server error, no key) says nothing of it.
 * Asked at the stored base URL, the verdict is kept for the key (the engine choice reads it).
 */
export async function checkKey(baseUrl?: string, keep = baseUrl === undefined): Promise<KeyCheck> {
  const key = await getApiKey();
  let check: KeyCheck;
  try {
    const { crawls } = await (await remoteClient(baseUrl)).activeCrawls();
    check = { verdict: 'valid', crawls: crawls.length };
  } catch (error) {
    const data = errorData(error);
    const refused = data.kind === 'unauthorized' || data.kind === 'forbidden';
    check = { verdict: refused ? 'refused' : 'unreachable', error: data };
  }
  if (keep && key) await setKeyVerdict(key, check.verdict);
  return check;
}
