import { handle } from '@/lib/messaging/handle';
import { remoteClient } from '@/lib/engines/remote/remote-client';
import { accountMessages } from '@/lib/account/account-protocol';
import { checkKey } from '@/lib/account/key-check';
import { tPlural } from '@/lib/i18n/t-plural';
import { getApiKey, getKeyState, maskApiKey, setApiKey } from '@/lib/settings/api-key-store';
import { getSettings, watchSettings } from '@/lib/settings/settings-store';

/**
 * The account at the service: the key goes in through here and never comes back out (pages see
 * only whether one is set, and whether the service refused it); the key's check; the connection
 * test; the team's token usage for its view.
 */
export function registerAccountHandlers(): void {
  handle(accountMessages, 'setApiKey', async ({ apiKey }) => {
    await setApiKey(apiKey);
    return { hasKey: Boolean(apiKey.trim()) };
  });

  handle(accountMessages, 'apiKeyStatus', async () => {
    const [key, state] = await Promise.all([getApiKey(), getKeyState()]);
    return { hasKey: state.hasKey, masked: key ? maskApiKey(key) : '', refused: state.refused };
  });

  handle(accountMessages, 'checkApiKey', async () => {
    if (!(await getApiKey())) return {};
    const check = await checkKey();
    return check.verdict === 'valid' ? { verdict: check.verdict } : check;
  });

  // The client's own deadline applies, so a silent server reads as a timeout, not as "Cancelled".
  // At the stored base URL, the answer is also the service's verdict on the key.
  handle(accountMessages, 'testConnection', async ({ baseUrl }) => {
    const atStored = !baseUrl || baseUrl === (await getSettings()).baseUrl;
    const check = await checkKey(baseUrl, atStored);
    return check.verdict === 'valid'
      ? { ok: true, message: tPlural('options_keyWorks', check.crawls) }
      : { ok: false, message: check.error.message, error: check.error };
  });

  handle(accountMessages, 'tokenUsage', async ({ byApiKey }) => (await remoteClient()).tokenUsage({ byApiKey }));

  // A key belongs to the service at one address: when the base URL changes, it is asked about there.
  watchSettings((settings, previous) => {
    if (previous && previous.baseUrl !== settings.baseUrl) void checkKey().catch(() => undefined);
  });
}
