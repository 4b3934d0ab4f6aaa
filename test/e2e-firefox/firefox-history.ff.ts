import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { runJob, waitForJob } from './support/firefox-jobs';
import { launchFirefox, type LaunchedFirefox } from './support/launch-firefox';
import { expectNoAddonErrorsAfterEach } from './support/addon-errors';

// History lives in the add-on's IndexedDB: a job and its result are still there after the
// add-on reloads (as after an update), and the sidebar lists the job.
let ff: LaunchedFirefox;
let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({
    '/page':
      '<title>Kept</title><main><h1>Kept</h1><p>This page was read before the add-on reloaded, and its text is still in history after.</p></main>',
  });
  ff = await launchFirefox();
});
afterAll(async () => {
  await ff?.close();
  await site?.close();
});
expectNoAddonErrorsAfterEach(() => ff);

describe('Firefox: history across an add-on reload', () => {
  it('keeps the job and its result', async () => {
    const url = `${site.url}/page`;
    const web = await ff.browser.newPage();
    await web.goto(url);
    await web.bringToFront();
    const job = await runJob(ff, 'startScrape', { engine: 'local', request: { url } });
    expect(job.status).toBe('done');

    // The reloaded background opens a page of the add-on again (the test build's wiring).
    await ff.reload();
    const again = await waitForJob(ff, job.id);
    expect(again).toMatchObject({ id: job.id, status: 'done' });
    expect(again.result?.markdown).toContain('still in history after');

    const panel = await ff.openPage('sidepanel.html');
    await panel.evaluate(() => {
      location.hash = '#/history';
    });
    await panel.waitForSelector('.history-row');
    expect(await panel.evaluate(() => document.querySelector('.history-row')?.textContent)).toContain('Kept');
  });
});
