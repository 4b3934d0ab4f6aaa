import { readFile, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureServer } from './support/fixture-server';
import { launchExtension } from './support/launch-extension';
import type { LaunchedExtension } from './support/launch-extension';
import { saveScreenshot } from './support/screenshot';
import { restartServiceWorker, stopServiceWorker, workerStartTime } from './support/restart-service-worker';

// Checks the support code itself, so a broken helper cannot make other tests pass vacuously.
describe('e2e harness', () => {
  let ext: LaunchedExtension;
  const server = new FixtureServer();
  beforeAll(async () => {
    [ext] = await Promise.all([launchExtension(), server.start()]);
  });
  afterAll(async () => {
    await Promise.all([ext?.close(), server.close()]);
  });

  it('restarts the service worker: a new instance with fresh globals', async () => {
    await ext.worker.waitForStatus('running');
    const before = await workerStartTime(ext.serviceWorker);
    await ext.serviceWorker.evaluate(() => Object.assign(globalThis, { e2eMarker: 1 }));

    await stopServiceWorker(ext);
    expect(ext.worker.status).toBe('stopped');
    const worker = await restartServiceWorker(ext);

    expect(ext.worker.status).toBe('running');
    expect(await workerStartTime(worker)).toBeGreaterThan(before);
    expect(await worker.evaluate(() => 'e2eMarker' in globalThis)).toBe(false);
  });

  it('collects worker and page errors, and ignores web pages', async () => {
    ext.consoleErrors.clear();
    await ext.serviceWorker.evaluate(() => {
      console.error('worker console error');
      setTimeout(() => {
        throw new Error('worker uncaught');
      });
    });
    const page = await ext.page('popup.html');
    await page.evaluate(() => {
      console.error('page console error');
      setTimeout(() => {
        throw new Error('page uncaught');
      });
    });
    const web = await ext.context.newPage();
    await web.goto(server.url('article.html'));
    await web.evaluate(() => console.error('web page error, not ours'));

    await expect
      .poll(() => ext.consoleErrors.entries.map((e) => `${e.source}:${e.text.split('\n')[0]}`))
      .toEqual(
        expect.arrayContaining([
          'worker:worker console error',
          'worker:Uncaught Error: worker uncaught',
          'page:page console error',
          'page:Error: page uncaught',
        ]),
      );
    expect(ext.consoleErrors.entries).toHaveLength(4);
    await Promise.all([page.close(), web.close()]);
    ext.consoleErrors.clear();
  });

  it('serves fixture pages and refuses paths outside the root', async () => {
    expect(await (await fetch(server.url('article.html'))).text()).toContain('How Tide Pools Work');
    // fetch() would normalise "..": send the escaped path as is.
    const status = await new Promise((resolve) =>
      get(server.url('..%2f..%2fpackage.json'), (res) => resolve(res.resume().statusCode)),
    );
    expect(status).toBe(404);
  });

  it('saves a screenshot of an element', async () => {
    const page = await ext.page('popup.html');
    const file = await saveScreenshot(page, path.join(tmpdir(), `wde-e2e-${process.pid}`, 'popup.png'), {
      selector: '#app',
    });
    const png = await readFile(file);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    await Promise.all([page.close(), rm(path.dirname(file), { recursive: true, force: true })]);
  });
});
