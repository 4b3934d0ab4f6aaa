import { createClient, type ApiClient } from '@/lib/api/client';
import { getApiKey } from '@/lib/settings/api-key-store';
import { getSettings } from '@/lib/settings/settings-store';

/** A client for the user's base URL and key. Background only: it is the one reader of the key. */
export async function remoteClient(baseUrl?: string): Promise<ApiClient> {
  const [settings, apiKey] = await Promise.all([getSettings(), getApiKey()]);
  return createClient({ baseUrl: baseUrl ?? settings.baseUrl, apiKey });
}
