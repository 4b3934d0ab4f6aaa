import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixturePage, type FixtureSite } from '../server/fixture-site';
import { unzipped } from '../e2e/support/batch-support';
import { launchFirefox, type LaunchedFirefox } from './support/launch-firefox';
import { expectNoAddonErrorsAfterEach } from './support/addon-errors';
import { catchDownloads, caughtDownload, readStore, waitForBatch } from './support/firefox-history';

// A local batch in real Firefox ESR (background tabs of the MV2 background page's pool): a few
// fixture pages and one address where nothing answers, each page read once, then the ZIP made
// by the sidebar page's own export, with the pages and their images.
let ff: LaunchedFirefox;
let site: FixtureSite;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const article = (n: number) => `<!doctype html><html lang="en"><head><title>Page ${n}</title></head>
<body><main><h1>Page ${n}</h1><p>The body of page ${n}, long enough to read as content for a reader.</p>
<p><img src="/img/${n}.png" alt="Picture ${n}"></p></main></body></html>`;

/** An address on 127.0.0.1 where nothing listens (a port just let go). */
async function deadAddress(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}/gone`;
}

beforeAll(async () => {
  const pages: Record<string, FixturePage> = {};
  for (let n = 0; n < 4; n++) {
    pages[`/p/${n}`] = { body: article(n) };
    pages[`/img/${n}.png`] = { body: PNG, type: 'image/png' };
  }
  site = await startFixtureSite(pages);
  ff = await launchFirefox();
});
afterAll(async () => {
  await ff?.close();
  await site?.close();
});
expectNoAddonErrorsAfterEach(() => ff);

interface Item {
  batchId: string;
  index: number;
  url: string;
  status: string;
  error?: { message: string };
}

describe('Firefox: local batch', () => {
  it('reads each page once, names the failing one, and exports a ZIP with the pages', async () => {
    const urls = [0, 1, 2, 3].map((n) => `${site.url}/p/${n}`);
    urls.splice(2, 0, await deadAddress());
    const reply = await ff.ask<{ jobId: string }>('startBatch', {
      engine: 'local',
      source: 'list',
      options: { formats: ['markdown'] },
      pages: urls.map((url) => ({ url })),
    });
    expect(reply.error).toBeUndefined();
    const id = reply.value!.jobId;
    expect(await waitForBatch(ff, id)).toMatchObject({ status: 'done', total: 5, done: 4, failed: 1 });

    const items = ((await readStore(ff, 'batchItems')) as Item[])
      .filter((i) => i.batchId === id)
      .sort((a, b) => a.index - b.index);
    expect(items.map((i) => i.status)).toEqual(['done', 'done', 'failed', 'done', 'done']);
    expect(items[2]!.error?.message).toBeTruthy();
    // Each page loaded once: no retry of a page read, no second tab for it.
    for (let n = 0; n < 4; n++) expect(site.hits.filter((h) => h.path === `/p/${n}`)).toHaveLength(1);

    // The export, as the sidebar makes it (the page in a tab: the sidebar opens only on a click).
    const panel = await ff.openPage('sidepanel.html');
    await panel.evaluate((hash: string) => void (location.hash = hash), `#/result/${id}`);
    await panel.waitForSelector(`.batch-view[data-job="${id}"] .batch-export`);
    await catchDownloads(panel);
    await panel.click('.batch-export input[type="checkbox"]'); // with images
    await panel.click('.batch-export button'); // Download ZIP
    const zip = await caughtDownload(panel);
    expect(zip.name).toMatch(/^batch-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipped(zip.bytes);
    expect([...files.keys()].filter((f) => f.endsWith('.md')).sort()).toEqual(
      ['Page 0.md', 'Page 1.md', 'Page 2.md', 'Page 3.md'].sort(),
    );
    expect(files.text('Page 2.md')).toContain('The body of page 2');
    expect(files.text('Page 2.md')).toMatch(/!\[Picture 2\]\(<images\/\d+-2\.png>\)/);
    expect([...files.keys()].filter((f) => f.startsWith('images/'))).toHaveLength(4);
    const lines = files
      .text('results.jsonl')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { url: string; success: boolean });
    expect(lines.map((l) => [l.url, l.success])).toEqual(urls.map((url, n) => [url, n !== 2]));
    await panel.close();
  });
});
