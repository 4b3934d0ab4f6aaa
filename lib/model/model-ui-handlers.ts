import { handle } from '@/lib/messaging/handle';
import { modelMessages } from '@/lib/model/model-ui-protocol';
import { maskApiKey } from '@/lib/settings/api-key-store';
import { builtInAvailability, checkEndpoint, listEndpointModels } from '@/lib/model/model-call';
import { DEFAULT_CONTEXT_TOKENS } from '@/lib/settings/model-settings';
import { getModelKey, setModelKey } from '@/lib/model/model-key-store';

/** UI glue: Options' model messages answered in the background, where the key stays. */
export function registerModelUiHandlers(): void {
  handle(modelMessages, 'modelKeyStatus', async () => {
    const key = await getModelKey();
    return { hasKey: Boolean(key), masked: key ? maskApiKey(key) : '' };
  });

  handle(modelMessages, 'setModelKey', async ({ key }) => {
    const trimmed = key.trim();
    await setModelKey(trimmed || undefined);
    return { hasKey: Boolean(trimmed) };
  });

  handle(modelMessages, 'endpointModels', async ({ baseUrl, key, model }) => {
    const usedKey = key?.trim() || (await getModelKey()) || undefined;
    const endpoint = { kind: 'endpoint' as const, baseUrl, model: model ?? '', contextTokens: DEFAULT_CONTEXT_TOKENS };
    return { models: await (model ? checkEndpoint(endpoint, usedKey) : listEndpointModels(baseUrl, usedKey)) };
  });

  handle(modelMessages, 'builtInAvailability', async () => ({ state: await builtInAvailability() }));
}
