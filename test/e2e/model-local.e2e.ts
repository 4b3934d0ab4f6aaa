import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MODEL_SERVER_KEY, startModelServer, type ModelServer } from '../model-server/index';
import { askBackground, readJob, storeSettings } from './support/background-messages';
import { readStore } from './support/history-access';
import { launchLocal, openTab, result, scrapeTab, type LocalBrowser } from './support/local-support';
import { expectNoErrorsAfterEach } from './support/console-errors';
import { parseLocally } from './support/local-parse-support';

declare const chrome: {
  scripting: { executeScript(i: { target: { tabId: number }; func: () => unknown }): Promise<{ result?: unknown }[]> };
  storage: Record<'local' | 'session', { get(k: null): Promise<Record<string, unknown>> }>;
  runtime: { sendMessage(m: unknown): Promise<unknown> };
};

// The local engine's json, json-mode change tracking and summary through an OpenAI-compatible
// endpoint (the model test server on 127.0.0.1, which checks every request and answers from the
// page it was sent), in real Chromium.
const SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    inStock: { type: 'boolean' },
    tags: { type: 'array', items: { type: 'string' } },
  },
  required: ['name', 'price'],
};
const product = (price: string) => `<!doctype html><html lang="en"><title>Trail runner</title>
<main><h1>Trail runner</h1><p>A light shoe for wet paths.</p>
<p>Name: Trail runner</p><p>Price: ${price}</p><p>In stock: yes</p>
<ul><li>Tag: waterproof</li><li>Tag: light</li></ul></main></html>`;
/** About 60,000 words in paragraphs, with a tag early, in the middle and at the end. */
const WORDS = 'river stone moss fern path cloud rain wind bark leaf '.repeat(12).trim();
const longPage = () => {
  const paragraphs = Array.from({ length: 500 }, (_, i) => `<p>${WORDS} ${i}.</p>`);
  for (const [at, tag] of [
    [0, 'first'],
    [250, 'middle'],
    [499, 'last'],
  ] as const)
    paragraphs[at] = `<p>Tag: ${tag}</p>`;
  return `<!doctype html><html lang="en"><title>Long walk</title><main><h1>Long walk</h1><p>Name: Long walk</p>${paragraphs.join('')}</main></html>`;
};

let local: LocalBrowser;
let model: ModelServer;

beforeAll(async () => {
  [local, model] = await Promise.all([
    launchLocal({ '/product': product('89.50'), '/long': longPage(), '/plain': '<title>Plain</title><p>Plain.</p>' }),
    startModelServer({ key: MODEL_SERVER_KEY }),
  ]);
  await storeSettings(local.control, {
    modelProvider: { kind: 'endpoint', baseUrl: model.url, model: 'test-model', contextTokens: 8192 },
  });
  expect((await askBackground(local.control, 'setModelKey', { key: MODEL_SERVER_KEY })).ok).toBe(true);
}, 60_000);
afterAll(async () => {
  await local?.close();
  await model?.close();
});
beforeEach(() => model.reset());
expectNoErrorsAfterEach(() => local?.ext.consoleErrors);

describe('formats that need a model, on the local engine', () => {
  it('extracts a product page with a schema into a schema-valid object, with tokens and time kept', async () => {
    model.expectSchema(SCHEMA);
    const { tabId } = await openTab(local.ext, local.site.url('/product'));
    const job = await scrapeTab(local.control, tabId, {
      url: local.site.url('/product'),
      formats: ['markdown', 'json'],
      jsonOptions: { schema: SCHEMA, prompt: 'The product' },
    });
    expect(job.status).toBe('done');
    const data = result(job);
    expect(data.json).toEqual({ name: 'Trail runner', price: 89.5, inStock: true, tags: ['waterproof', 'light'] });
    expect(data.markdown).toContain('Price: 89.50');
    expect(data.modelUsage).toMatchObject({ parts: 1, provider: new URL(model.url).host });
    expect(data.modelUsage.inputTokens).toBeGreaterThan(0);
    expect(data.modelUsage.outputTokens).toBeGreaterThan(0);
    expect(model.violations).toEqual([]);
    expect(model.chats).toHaveLength(1);
    // The page went to the model: its text is in the request the server checked.
    expect(JSON.stringify(model.chats[0]!.body)).toContain('Price: 89.50');
  });

  it('tracks changes in json mode across two versions of a page: the changed keys, previous and current', async () => {
    model.expectSchema(SCHEMA);
    const request = {
      url: local.site.url('/product'),
      formats: ['markdown', 'changeTracking'],
      changeTrackingOptions: { modes: ['json'], schema: SCHEMA, tag: 'price-watch' },
    };
    const first = await scrapeTab(local.control, (await openTab(local.ext, request.url)).tabId, request);
    expect(first.status).toBe('done');
    expect(result(first).changeTracking).toMatchObject({ changeStatus: 'new', json: null });

    local.site.pages.set('/product', product('79.00'));
    const second = await scrapeTab(local.control, (await openTab(local.ext, request.url)).tabId, request);
    expect(second.status).toBe('done');
    expect(result(second).changeTracking).toMatchObject({
      changeStatus: 'changed',
      json: { price: { previous: 89.5, current: 79 } },
    });
    local.site.pages.set('/product', product('89.50'));
  });

  it('summarises a page', async () => {
    const { tabId } = await openTab(local.ext, local.site.url('/product'));
    const job = await scrapeTab(local.control, tabId, { url: local.site.url('/product'), formats: ['summary'] });
    expect(job.status).toBe('done');
    const data = result(job);
    expect(data.summary).toMatch(/^Summary \(\d+ words\): /);
    expect(data.markdown).toBeUndefined(); // made for the model, not asked for
    expect(model.chats).toHaveLength(1);
  });

  it('splits a 60,000-word page to fit the context, merges the parts and says so', async () => {
    const schema = {
      type: 'object',
      properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
    };
    model.expectSchema(schema);
    const { tabId } = await openTab(local.ext, local.site.url('/long'));
    const job = await scrapeTab(
      local.control,
      tabId,
      { url: local.site.url('/long'), formats: ['json'], jsonOptions: { schema }, timeout: 120_000 },
      120_000,
    );
    expect(job.status).toBe('done');
    const data = result(job);
    expect(data.json).toEqual({ name: 'Long walk', tags: ['first', 'middle', 'last'] });
    expect(data.modelUsage.parts).toBeGreaterThan(5);
    expect(model.chats.length).toBe(data.modelUsage.parts);
    expect(data.warning).toContain(String(data.modelUsage.parts));
    expect(model.violations).toEqual([]);
  });

  it('fails with the model answer kept when it is not JSON twice', async () => {
    model.answerNext('invalid-json', 2);
    const { tabId } = await openTab(local.ext, local.site.url('/plain'));
    const job = (await scrapeTab(local.control, tabId, {
      url: local.site.url('/plain'),
      formats: ['json'],
      jsonOptions: { prompt: 'Anything' },
    })) as Awaited<ReturnType<typeof scrapeTab>> & { error?: { code?: string; details?: { answers?: string[] } } };
    expect(job.status).toBe('failed');
    expect(job.error?.code).toBe('MODEL_NOT_JSON');
    expect(job.error?.details?.answers).toHaveLength(2);
    expect(model.chats).toHaveLength(2);
  });

  it('cancels a model call that does not answer', async () => {
    model.answerNext('stall');
    const { tabId } = await openTab(local.ext, local.site.url('/plain'));
    const reply = await askBackground(local.control, 'startScrape', {
      engine: 'local',
      tabId,
      request: { url: local.site.url('/plain'), formats: ['summary'] },
    });
    const jobId = (reply.value as { jobId: string }).jobId;
    await expect.poll(() => model.chats.length, { timeout: 15_000 }).toBe(1);
    expect((await askBackground(local.control, 'cancelJob', { jobId })).value).toEqual({ cancelled: true });
    await expect.poll(async () => (await readJob(local.control, jobId))?.status, { timeout: 10_000 }).toBe('cancelled');
  });
});

describe('formats that need a model, for a parsed file', () => {
  it('summarises a dropped file and extracts its JSON, without markdown it was not asked for', async () => {
    const schema = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } };
    model.expectSchema(schema);
    const html = new TextEncoder().encode(product('12.00'));
    const { job } = await parseLocally(local.control, html, 'shoe.html', {
      formats: ['summary', { type: 'json', schema }],
    });
    expect(job.status).toBe('done');
    expect(job.result?.summary).toMatch(/^Summary \(\d+ words\): /);
    expect(job.result?.json).toEqual({ name: 'Trail runner', price: 12 });
    expect(job.result?.markdown).toBeUndefined();
    expect(job.result?.modelUsage).toMatchObject({ parts: 1 });
    expect(model.chats).toHaveLength(2);
    expect(model.violations).toEqual([]);
  });
});

describe('the endpoint key', () => {
  it('was sent to the endpoint, and no history record, export or content script holds it', async () => {
    expect(model.requests.length).toBe(0);
    const { tabId } = await openTab(local.ext, local.site.url('/product'));
    expect(
      (await scrapeTab(local.control, tabId, { url: local.site.url('/product'), formats: ['summary'] })).status,
    ).toBe('done');
    expect(model.chats[0]!.headers.authorization).toBe(`Bearer ${MODEL_SERVER_KEY}`);

    for (const store of ['jobs', 'results', 'files'] as const)
      expect(JSON.stringify(await readStore(local.control, store))).not.toContain(MODEL_SERVER_KEY);

    const panel = await local.ext.page('sidepanel.html#/history');
    await panel.locator('.history-row').first().waitFor();
    const [download] = await Promise.all([
      panel.waitForEvent('download'),
      panel.getByRole('button', { name: 'Export all' }).click(),
    ]);
    const exported = await readFile((await download.path())!, 'utf8');
    expect(exported).toContain('Summary (');
    expect(exported).not.toContain(MODEL_SERVER_KEY);

    const [injected] = await local.ext.serviceWorker.evaluate(
      (id) =>
        chrome.scripting.executeScript({
          target: { tabId: id },
          // The isolated world of the page: what a content script can reach.
          func: async () => ({
            local: JSON.stringify(await chrome.storage.local.get(null)),
            status: await chrome.runtime
              .sendMessage({ id: 1, type: 'modelKeyStatus', data: {}, timestamp: Date.now() })
              .catch((e: unknown) => ({ thrown: String(e) })),
          }),
        }),
      tabId,
    );
    const seen = injected!.result as { local: string; status: { res?: { ok: boolean; error?: { kind: string } } } };
    expect(seen.local).toContain('modelProvider'); // the real settings area
    expect(seen.status.res).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(JSON.stringify(seen)).not.toContain(MODEL_SERVER_KEY);
    // Options shows only the masked key.
    const masked = await askBackground(local.control, 'modelKeyStatus', {});
    expect(JSON.stringify(masked)).not.toContain(MODEL_SERVER_KEY);
    expect(masked.value).toMatchObject({ hasKey: true });
  });
});
