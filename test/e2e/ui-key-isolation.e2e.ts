import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractServer, TEAM_A_KEY, type ContractServer } from '../server/index';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { askBackground, waitForJobEnd } from './support/background-messages';
import { buildGranting127, readStore, tabIdOf } from './support/popup-helpers';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { configureRemote } from './support/ui-support';
import { expectNoErrorsAfterEach } from './support/console-errors';

declare const chrome: {
  scripting: { executeScript(i: { target: { tabId: number }; func: () => unknown }): Promise<{ result?: unknown }[]> };
  storage: Record<'local' | 'sync' | 'session', { get(k: null): Promise<Record<string, unknown>> }>;
  runtime: { sendMessage(m: unknown): Promise<unknown> };
};

// The API key lives in the extension origin's IndexedDB and in the background's memory while a
// call runs. A web page and a content script on it must not be able to read it in any way.
describe('the API key is unreadable from pages and content scripts', () => {
  let ext: LaunchedExtension;
  let api: ContractServer;
  let site: FixtureSite;
  let build: Awaited<ReturnType<typeof buildGranting127>>;
  let web: Page;
  let panel: Page;

  beforeAll(async () => {
    build = await buildGranting127();
    [ext, api, site] = await Promise.all([
      launchExtension({ extensionDir: build.dir }),
      startContractServer(),
      startFixtureSite({
        '/page': '<title>Plain page</title><h1>Plain page</h1><script>window.pageLoaded = true</script>',
      }),
    ]);
    await configureRemote(ext, TEAM_A_KEY, api.url);
    panel = await ext.page('sidepanel.html#/history');
    // A remote job, so history holds work done with the key.
    const reply = await askBackground(panel, 'startScrape', {
      engine: 'remote',
      request: { url: `${site.url}/page`, formats: ['markdown', 'rawHtml'] },
    });
    expect((await waitForJobEnd(panel, (reply.value as { jobId: string }).jobId)).status).toBe('done');
    web = await ext.context.newPage();
    await web.goto(`${site.url}/page`);
  });
  afterAll(async () => {
    await Promise.all([ext?.close(), api?.close(), site?.close()]);
    await build?.remove();
  });
  expectNoErrorsAfterEach(() => ext?.consoleErrors);

  it('a page script finds it nowhere: window, storage, document', async () => {
    const seen = await web.evaluate(() => {
      const texts: string[] = [document.documentElement.outerHTML, document.cookie];
      for (const store of [localStorage, sessionStorage])
        for (let i = 0; i < store.length; i++) texts.push(`${store.key(i)}=${store.getItem(store.key(i)!)}`);
      for (const name of Object.getOwnPropertyNames(window)) {
        try {
          const value = (window as unknown as Record<string, unknown>)[name];
          if (typeof value === 'string') texts.push(value);
          else if (value && typeof value === 'object' && value.constructor === Object)
            texts.push(JSON.stringify(value));
        } catch {
          // cross-origin or throwing getters hold nothing of ours
        }
      }
      return {
        texts: texts.join('\n'),
        hasChrome: typeof (window as { chrome?: { runtime?: { id?: string } } }).chrome?.runtime?.id,
      };
    });
    expect(seen.texts).not.toContain(TEAM_A_KEY);
    expect(seen.hasChrome).toBe('undefined'); // no extension API reaches the page
    expect(await web.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).not.toContain(
      'wde-secrets',
    );
  });

  it('a content script finds it in no storage area, no database, and the background refuses it', async () => {
    const tabId = await tabIdOf(ext, `${site.url}/page`);
    const [injected] = await ext.serviceWorker.evaluate(
      (id) =>
        chrome.scripting.executeScript({
          target: { tabId: id },
          // Runs in the isolated world of the page: a content script's privileges.
          func: async () => {
            const area = async (name: 'local' | 'sync' | 'session') => {
              try {
                return JSON.stringify(await chrome.storage[name].get(null));
              } catch (e) {
                return `refused: ${String(e)}`;
              }
            };
            const secrets = await new Promise<{ origin: string; stores: string[] }>((resolve, reject) => {
              const open = indexedDB.open('wde-secrets');
              open.onsuccess = () => {
                resolve({ origin: location.origin, stores: [...open.result.objectStoreNames] });
                open.result.close();
              };
              open.onerror = () => reject(open.error);
            });
            const ask = (type: string) =>
              chrome.runtime
                .sendMessage({ id: 1, type, data: {}, timestamp: Date.now() })
                .catch((e: unknown) => ({ thrown: String(e) }));
            return {
              local: await area('local'),
              sync: await area('sync'),
              session: await area('session'),
              databases: (await indexedDB.databases()).map((d) => d.name),
              secrets,
              status: await ask('apiKeyStatus'),
              connection: await ask('testConnection'),
            };
          },
        }),
      tabId,
    );
    const r = injected!.result as {
      local: string;
      sync: string;
      session: string;
      databases: string[];
      secrets: { origin: string; stores: string[] };
      status: { res?: { ok: boolean; error?: { kind: string } } };
      connection: { res?: { ok: boolean } };
    };
    for (const text of [r.local, r.sync, r.session]) expect(text).not.toContain(TEAM_A_KEY);
    expect(r.local).toContain('baseUrl'); // the settings are there: this is the real storage area
    // Opening 'wde-secrets' there opens (creates) the page origin's database: empty.
    expect(r.secrets).toEqual({ origin: site.url, stores: [] });
    expect(r.status.res).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(r.connection.res).toMatchObject({ ok: false });
    expect(JSON.stringify(r)).not.toContain(TEAM_A_KEY);
  });

  it('no history record and no export holds it', async () => {
    for (const store of ['jobs', 'files'] as const)
      expect(JSON.stringify(await readStore(panel, store))).not.toContain(TEAM_A_KEY);
    await panel.locator('.history-row').first().waitFor();
    const [download] = await Promise.all([
      panel.waitForEvent('download'),
      panel.getByRole('button', { name: 'Export all' }).click(),
    ]);
    const text = await readFile((await download.path())!, 'utf8');
    expect(JSON.parse(text)).toMatchObject({
      format: 'web-data-extractor-history',
      jobs: [expect.objectContaining({ engine: 'remote' })],
    });
    expect(text).not.toContain(TEAM_A_KEY);
  });
});
