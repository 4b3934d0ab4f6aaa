import { errorData } from '@/lib/api/api-error';
import { remoteClient } from '@/lib/engines/remote/remote-client';
import { handle } from '@/lib/messaging/handle';
import { tPlural } from '@/lib/i18n/t-plural';
import { getApiKey, maskApiKey, setApiKey } from '@/lib/settings/api-key-store';

/** The key goes in through here and never comes back out: pages see only whether one is set. */
export function registerKeyHandlers(): void {
  handle('setApiKey', async ({ apiKey }) => {
    await setApiKey(apiKey);
    return { hasKey: Boolean(apiKey.trim()) };
  });

  handle('apiKeyStatus', async () => {
    const key = await getApiKey();
    return { hasKey: Boolean(key), masked: key ? maskApiKey(key) : '' };
  });

  // Lists active crawls: a real authenticated call that costs no credits. The client's own
  // deadline applies, so a silent server reads as a timeout, not as "Cancelled".
  handle('testConnection', async ({ baseUrl }) => {
    try {
      const { crawls } = await (await remoteClient(baseUrl)).activeCrawls();
      return { ok: true, message: tPlural('options_keyWorks', crawls.length) };
    } catch (error) {
      const data = errorData(error);
      return { ok: false, message: data.message, error: data };
    }
  });
}
