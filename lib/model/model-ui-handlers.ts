import { handle } from '../messaging/handle';
import { maskApiKey } from '../settings/api-key-store';
import { builtInAvailability, listEndpointModels } from './model-call';
import { getModelKey, setModelKey } from './model-key-store';

/** UI glue: Options' model messages answered in the background, where the key stays. */
export function registerModelUiHandlers(): void {
  handle('modelKeyStatus', async () => {
    const key = await getModelKey();
    return { hasKey: Boolean(key), masked: key ? maskApiKey(key) : '' };
  });

  handle('setModelKey', async ({ key }) => {
    const trimmed = key.trim();
    await setModelKey(trimmed || undefined);
    return { hasKey: Boolean(trimmed) };
  });

  handle('endpointModels', async ({ baseUrl, key }) => ({
    models: await listEndpointModels(baseUrl, key?.trim() || (await getModelKey()) || undefined),
  }));

  handle('builtInAvailability', async () => ({ state: await builtInAvailability() }));
}
