import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGranting127, openPopupFor, pagePartsIn, readStore, tabIdOf } from './support/popup-helpers';
import { readJob } from './support/history-access';
import { FixtureServer } from './support/fixture-server';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { expectNoErrorsAfterEach } from './support/console-errors';

declare const chrome: {
  scripting: {
    executeScript(injection: { target: { tabId: number }; func: () => unknown }): Promise<{ result?: unknown }[]>;
  };
};
/** The isolated world's globals, where the extract script registers its parts. */
type World = Record<string, Record<string, unknown> | undefined>;

describe('popup starts jobs', () => {
  let ext: LaunchedExtension;
  let build: Awaited<ReturnType<typeof buildGranting127>>;
  const site = new FixtureServer();
  beforeAll(async () => {
    build = await buildGranting127();
    [ext] = await Promise.all([launchExtension({ extensionDir: build.dir }), site.start()]);
  });
  afterAll(async () => {
    await Promise.all([ext?.close(), site.close()]);
    await build?.remove();
  });
  expectNoErrorsAfterEach(() => ext?.consoleErrors);

  it('Scrape hands the job to the background, which records it in history', async () => {
    const url = site.url('article.html');
    const { popup } = await openPopupFor(ext, url);
    await popup.getByRole('checkbox', { name: 'Links', exact: true }).check();
    await popup.getByRole('button', { name: 'Scrape this page' }).click();

    const reader = await ext.page('options.html');
    await expect.poll(async () => (await readStore(reader, 'jobs')).length, { timeout: 20_000 }).toBe(1);
    const [job] = await readStore(reader, 'jobs');
    expect(job).toMatchObject({
      kind: 'scrape',
      engine: 'local',
      url,
      request: { url, formats: ['markdown', 'links'] },
    });
    await reader.close();
  });

  it('the local engine gives the whole fixture article, headline first, with its list, table, code, quote and links', async () => {
    const url = site.url('article.html');
    const { popup } = await openPopupFor(ext, url);
    await popup.getByRole('checkbox', { name: 'Links', exact: true }).check();
    await popup.getByRole('button', { name: 'Scrape this page' }).click();
    const reader = await ext.page('options.html');
    const done = async () =>
      (await readStore(reader, 'jobs')).find(
        (j) =>
          j.url === url &&
          j.status === 'done' &&
          j.request &&
          (j.request as { formats?: string[] }).formats?.includes('links'),
      );
    await expect.poll(async () => (await done()) !== undefined, { timeout: 20_000 }).toBe(true);
    const job = await readJob(reader, String((await done())!.id));
    const { markdown, links } = job!.result as { markdown: string; links: string[] };
    expect(markdown).toMatch(/^# How Tide Pools Work\n\nBy Ada Marsh · 2024-05-02\n\nTwice a day the sea pulls back/);
    expect(markdown).toContain('1. Spray zone: wet only by splash.');
    expect(markdown).toContain('| A (high) | 24.5 | 38 |');
    expect(markdown).toContain("```js\nconst reading = { pool: 'A', celsius: 24.5, salinity: 38 };");
    expect(markdown).toContain('> Leave every rock the way you found it.');
    expect(markdown).not.toMatch(/Shoreline Notes|Newsletter|Privacy/);
    expect(links).toEqual([site.url('links.html'), 'https://en.wikipedia.org/wiki/Tide_pool']);
    await reader.close();
  });

  it('opening the popup on a page puts the converter in its tab before any click, and the scrape then uses it', async () => {
    const url = site.url('article.html?warm');
    const { popup } = await openPopupFor(ext, url);
    const tabId = await tabIdOf(ext, url);
    const parts = () => pagePartsIn(ext, tabId);
    await expect.poll(parts, { timeout: 10_000 }).toEqual(expect.arrayContaining(['extract', 'practised']));
    // A marker only a fresh injection would clear shows the scrape does not inject again.
    await ext.serviceWorker.evaluate(async (id) => {
      await chrome.scripting.executeScript({
        target: { tabId: id },
        func: () => {
          const parts = (globalThis as unknown as World).__webDataExtractor;
          if (parts) parts.warmMark = 1;
        },
      });
    }, tabId);
    await popup.getByRole('button', { name: 'Scrape this page' }).click();
    const reader = await ext.page('options.html');
    await expect
      .poll(async () => (await readStore(reader, 'jobs')).find((j) => j.url === url)?.status, { timeout: 20_000 })
      .toBe('done');
    expect(await parts()).toEqual(expect.arrayContaining(['extract', 'warmMark']));
    await reader.close();
  });

  it('a picked file is staged and parsed as a job', async () => {
    const { popup } = await openPopupFor(ext, site.url('links.html'));
    await popup
      .locator('.drop-zone input[type=file]')
      .setInputFiles({ name: 'table.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') });

    const reader = await ext.page('options.html');
    await expect
      .poll(async () => (await readStore(reader, 'jobs')).filter((j) => j.kind === 'parse'), { timeout: 20_000 })
      .toEqual([expect.objectContaining({ kind: 'parse', engine: 'local', fileName: 'table.csv', fileSize: 8 })]);
    await reader.close();
  });
});
