import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { PNG_DATA_URL, seedJobs, showView } from './support/sidepanel-support';
import { expectNoErrorsAfterEach, refusedInPreview } from './support/console-errors';

// The HTML preview must not phone home: a page's stylesheets, images, fonts, media and frames
// on a server that counts requests get none until the user chooses "Load remote content".
const PNG = Buffer.from(PNG_DATA_URL.split(',')[1]!, 'base64');
const REMOTE = [
  '/style.css',
  '/imported.css',
  '/from-css.png',
  '/inline-bg.png',
  '/img.png',
  '/srcset-2x.png',
  '/poster.png',
  '/picture.png',
  '/article/relative.png',
  '/frame.html',
];

const page = (site: string) => `<!doctype html><html><head><title>Counted</title>
<link rel="stylesheet" href="${site}/style.css">
<link rel="prefetch" href="${site}/prefetch"><link rel="preload" as="image" href="${site}/preload.png"><link rel="icon" href="${site}/favicon.ico">
<meta http-equiv="refresh" content="0;url=${site}/refresh">
<style>@import url("${site}/imported.css"); .hero { background: url("${site}/from-css.png"); height: 20px; }</style>
</head><body>
<h1 class="hero">Counted page</h1>
<div style="background-image:url('${site}/inline-bg.png'); height: 10px"></div>
<img src="${site}/img.png" alt="a">
<img src="${PNG_DATA_URL}" srcset="${site}/srcset-2x.png 2x, ${site}/srcset-2x.png 1x" alt="b">
<video poster="${site}/poster.png" width="10" height="10"></video>
<picture><source srcset="${site}/picture.png"><img src="${PNG_DATA_URL}" alt="c"></picture>
<img src="relative.png" alt="d">
<iframe src="${site}/frame.html" title="f"></iframe>
<p>Inline data images still show: <img id="inline" src="${PNG_DATA_URL}" alt="e"></p>
</body></html>`;

describe('HTML preview and remote content', () => {
  let ext: LaunchedExtension;
  let site: FixtureSite;
  let panel: Page;
  const remoteHits = () => site.hits.map((h) => h.path);

  beforeAll(async () => {
    site = await startFixtureSite({
      '/style.css': { body: 'body { color: #123 }', type: 'text/css' },
      '/imported.css': { body: 'p { margin: 1px }', type: 'text/css' },
      '/frame.html': '<p>frame</p>',
      ...Object.fromEntries(REMOTE.filter((p) => p.endsWith('.png')).map((p) => [p, { body: PNG, type: 'image/png' }])),
    });
    ext = await launchExtension();
    panel = await ext.page('sidepanel.html#/history');
    await panel.waitForSelector('[role="tablist"]');
    const now = Date.now();
    await seedJobs(panel, [
      {
        id: 'counted',
        kind: 'scrape',
        engine: 'local',
        status: 'done',
        createdAt: now,
        updatedAt: now,
        finishedAt: now,
        title: 'Counted',
        url: `${site.url}/article/`,
        request: { url: `${site.url}/article/`, formats: ['rawHtml'] },
        result: { rawHtml: page(site.url), metadata: { sourceURL: `${site.url}/article/`, statusCode: 200 } },
      },
    ]);
  });
  afterAll(async () => {
    await Promise.all([ext?.close(), site?.close()]);
  });
  // The preview's own console shows in the panel's: its refused loads (this file's point), and once
  // remote content is let in, the fixture site's 404 for what it does not serve.
  expectNoErrorsAfterEach(
    () => ext?.consoleErrors,
    (e) => refusedInPreview(e) || /^Failed to load resource: .* 404 /.test(e.text),
  );

  it('loads nothing remote until asked, then loads it', async () => {
    // Chromium logs each load the preview's policy refuses, naming its URL (a frame's origin only).
    const refused = new Set<string>();
    panel.on('console', (m) => {
      for (const p of REMOTE) {
        const named = p === '/frame.html' ? `Framing '${site.url}/'` : `'${site.url}${p}'`;
        if (m.text().includes(named)) refused.add(p);
      }
    });
    await showView(panel, '#/result/counted');
    const field = panel.locator('[data-field="rawHtml"]');
    await field.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => field.locator('.preview-remote').textContent()).toMatch(/blocked/);
    const frameEl = field.locator('iframe');
    await frameEl.scrollIntoViewIfNeeded();
    const frame = (await frameEl.elementHandle())!.contentFrame();
    // The preview did render: its text is there and inline data images load.
    await expect.poll(async () => (await frame)?.locator('h1').textContent()).toBe('Counted page');
    await (await frame)!.waitForLoadState('load');
    await expect
      .poll(async () => (await frame)!.locator('#inline').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1);
    // Every remote load was tried and refused, and none reached the server.
    await expect.poll(() => REMOTE.filter((p) => !refused.has(p)), { timeout: 15_000 }).toEqual([]);
    expect(remoteHits()).toEqual([]);

    await field.getByRole('button', { name: 'Load remote content' }).click();
    await expect.poll(() => field.locator('.preview-remote').textContent()).toMatch(/loaded/);
    await expect.poll(() => REMOTE.filter((p) => !remoteHits().includes(p)), { timeout: 15_000 }).toEqual([]);
    // The choice is for this preview only: a fresh showing blocks again.
    await field.getByRole('button', { name: 'Preview' }).click();
    await field.getByRole('button', { name: 'Preview' }).click();
    expect(await field.getByRole('button', { name: 'Load remote content' }).count()).toBe(1);
  });
});
