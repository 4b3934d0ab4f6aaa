import { errorData } from '@/lib/api/api-error';
import { remoteClient } from '@/lib/engines/remote/remote-client';
import { handle } from '@/lib/messaging/handle';
import { accountMessages } from '@/lib/account/account-protocol';
import { tPlural } from '@/lib/i18n/t-plural';
import { getApiKey, maskApiKey, setApiKey } from '@/lib/settings/api-key-store';

/**
 * The account at the service: the key goes in through here and never comes back out (pages see
 * only whether one is set); the connection test; the team's token usage for its view.
 */
export function registerAccountHandlers(): void {
  handle(accountMessages, 'setApiKey', async ({ apiKey }) => {
    await setApiKey(apiKey);
    return { hasKey: Boolean(apiKey.trim()) };
  });

  handle(accountMessages, 'apiKeyStatus', async () => {
    const key = await getApiKey();
    return { hasKey: Boolean(key), masked: key ? maskApiKey(key) : '' };
  });

  // Lists active crawls: a real authenticated call that costs no credits. The client's own
  // deadline applies, so a silent server reads as a timeout, not as "Cancelled".
  handle(accountMessages, 'testConnection', async ({ baseUrl }) => {
    try {
      const { crawls } = await (await remoteClient(baseUrl)).activeCrawls();
      return { ok: true, message: tPlural('options_keyWorks', crawls.length) };
    } catch (error) {
      const data = errorData(error);
      return { ok: false, message: data.message, error: data };
    }
  });

  handle(accountMessages, 'tokenUsage', async ({ byApiKey }) => (await remoteClient()).tokenUsage({ byApiKey }));
}
