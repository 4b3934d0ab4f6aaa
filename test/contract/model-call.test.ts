import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type * as ModelCall from '@/lib/model/model-call';
import type * as KeyStore from '@/lib/model/model-key-store';
import type * as SettingsStore from '@/lib/settings/settings-store';
import { MODEL_SERVER_KEY, startModelServer, type ModelServer } from '../model-server/index';

// The entry points the background calls: the provider from the settings, the key from the secrets
// database (never from the settings).

let server: ModelServer;
let call: typeof ModelCall;
let keys: typeof KeyStore;
let settings: typeof SettingsStore;

beforeAll(async () => {
  server = await startModelServer({ key: MODEL_SERVER_KEY });
});
afterAll(() => server.close());
beforeEach(async () => {
  server.reset();
  fakeBrowser.reset();
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
  call = await import('@/lib/model/model-call');
  keys = await import('@/lib/model/model-key-store');
  settings = await import('@/lib/settings/settings-store');
});

const input = () => ({
  text: 'Name: Lamp',
  schema: { type: 'object', properties: { name: { type: 'string' } } },
  signal: new AbortController().signal,
});

describe('the model entry points', () => {
  it('say no model is chosen by default', async () => {
    expect((await settings.getSettings()).modelProvider).toEqual({ kind: 'none' });
    await expect(call.extractJson(input())).rejects.toMatchObject({ code: 'MODEL_NONE', kind: 'invalid-request' });
    await expect(call.summarize(input())).rejects.toMatchObject({ code: 'MODEL_NONE' });
  });

  it('use the chosen endpoint with the stored key, which the settings never hold', async () => {
    await settings.updateSettings({
      modelProvider: { kind: 'endpoint', baseUrl: `${server.url}/v1`, model: 'test-model' },
    });
    await keys.setModelKey(` ${MODEL_SERVER_KEY} `);
    const result = await call.extractJson(input());
    expect(result.data).toEqual({ name: 'Lamp' });
    expect(server.chats[0]?.headers.authorization).toBe(`Bearer ${MODEL_SERVER_KEY}`);
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain(MODEL_SERVER_KEY);
    expect(await call.listEndpointModels(server.url, MODEL_SERVER_KEY)).toContain('test-model');
  });

  it('send no key once it is removed', async () => {
    await settings.updateSettings({ modelProvider: { kind: 'endpoint', baseUrl: server.url, model: 'test-model' } });
    await keys.setModelKey(MODEL_SERVER_KEY);
    await keys.setModelKey(undefined);
    expect(await keys.getModelKey()).toBeUndefined();
    await expect(call.extractJson(input())).rejects.toMatchObject({ code: 'MODEL_KEY_REFUSED' });
    expect(server.chats[0]?.headers.authorization).toBeUndefined();
  });

  it('check an endpoint: the models it offers, or the model it lacks', async () => {
    const provider = { kind: 'endpoint' as const, baseUrl: server.url, model: 'tiny-model', contextTokens: 8192 };
    expect(await call.checkEndpoint(provider, MODEL_SERVER_KEY)).toEqual(['test-model', 'tiny-model']);
    await expect(call.checkEndpoint({ ...provider, model: 'big-model' }, MODEL_SERVER_KEY)).rejects.toMatchObject({
      code: 'MODEL_MISSING',
      details: { offered: ['test-model', 'tiny-model'] },
    });
    await expect(call.checkEndpoint(provider, 'sk-wrong')).rejects.toMatchObject({ code: 'MODEL_KEY_REFUSED' });
  });

  it('say the built-in AI is unavailable where the browser has none', async () => {
    await settings.updateSettings({ modelProvider: { kind: 'built-in' } });
    expect(await call.builtInAvailability()).toBe('unavailable');
    await expect(call.extractJson(input())).rejects.toMatchObject({ code: 'MODEL_BUILT_IN_UNAVAILABLE' });
  });

  it('refuse an endpoint setting without a model or with a bad address', async () => {
    await expect(
      settings.updateSettings({ modelProvider: { kind: 'endpoint', baseUrl: 'ftp://x', model: 'm' } }),
    ).rejects.toThrow();
    await expect(
      settings.updateSettings({ modelProvider: { kind: 'endpoint', baseUrl: server.url, model: ' ' } }),
    ).rejects.toThrow();
    const stored = await settings.updateSettings({
      modelProvider: { kind: 'endpoint', baseUrl: server.url, model: 'm' },
    });
    expect(stored.modelProvider).toMatchObject({ contextTokens: 8192 });
  });
});
