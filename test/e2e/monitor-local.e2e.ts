import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { startSite } from './support/local-support';
import {
  alarms,
  badgeText,
  buildForMonitors,
  checkNow,
  notificationIds,
  setNextCheckAt,
  storedChecks,
} from './support/monitor-support';
import { openPopupFor } from './support/popup-helpers';
import { askBackground } from './support/background-messages';
import { restartServiceWorker } from './support/restart-service-worker';
import { expectNoErrorsAfterEach } from './support/console-errors';

const page = (price: string, note: string) =>
  `<!doctype html><title>Kettle</title><main><h1>Kettle</h1><p class="price">Price: ${price}</p><p>${note}</p></main><footer>Updated just now</footer>`;

describe('local monitors', () => {
  let ext: LaunchedExtension;
  let build: Awaited<ReturnType<typeof buildForMonitors>>;
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    build = await buildForMonitors();
    site = await startSite({ '/kettle': page('30 EUR', 'In stock.') });
    ext = await launchExtension({ extensionDir: build.dir });
  });
  afterAll(async () => {
    await Promise.all([ext?.close(), site?.close()]);
    await build?.remove();
  });
  expectNoErrorsAfterEach(() => ext?.consoleErrors);

  it('a monitor made in the popup checks the page, tells of a change and shows its diff', async () => {
    const url = site.url('/kettle');
    const { web, popup } = await openPopupFor(ext, url);
    await web.close(); // checks then load the page in a background tab of their own

    await popup.getByText('Watch this page', { exact: true }).click();
    await popup.getByLabel('Check', { exact: true }).selectOption('hours');
    await popup.getByLabel('Hours between checks').fill('3');
    await popup.getByRole('button', { name: 'Watch this page' }).click();
    await popup.getByText(/^Watching\./).waitFor();

    const panel = await ext.page('sidepanel.html#/monitors');
    const card = panel.locator('.monitor-card', { hasText: url });
    await expect
      .poll(() => card.locator('.monitor-last').textContent(), { timeout: 30_000 })
      .toBe('First check (baseline)');
    // Its tab closed.
    await expect.poll(async () => (await ext.context.pages()).filter((p) => p.url() === url).length).toBe(0);
    expect(await card.locator('dd').first().textContent()).toBe('Every 3 hours');
    const monitorId = (await card.getAttribute('data-monitor')) ?? '';
    const alarm = (await alarms(ext)).find((a) => a.name === `monitor:${monitorId}`);
    expect(alarm?.periodInMinutes).toBe(180);

    expect((await checkNow(panel, monitorId)).status).toBe('same');
    site.pages.set('/kettle', page('35 EUR', 'Back in stock soon.'));
    const changed = await checkNow(panel, monitorId);
    expect(changed).toMatchObject({
      status: 'changed',
      summary: { added: 2, removed: 2, firstChangedLine: '− Price: 30 EUR' },
    });
    expect(await notificationIds(ext)).toContain(`monitor:${monitorId}:${changed.seq}`);
    expect(await badgeText(ext)).toBe('1'); // one change not seen yet
    await panel.reload(); // opening the Monitors view is seeing it
    await expect.poll(() => badgeText(ext)).toBe('');

    expect(await card.locator('h3').textContent()).toBe('Kettle'); // named by the page's title
    // The popup asked the panel to show the new monitor: it may be open already.
    if ((await card.locator('h3 button').getAttribute('aria-expanded')) !== 'true')
      await card.locator('h3 button').click();
    await card.locator(`.check[data-seq="${changed.seq}"] button`).first().click();
    const diff = card.locator('.diff');
    await expect.poll(() => diff.textContent()).toContain('+Price: 35 EUR');
    expect(await diff.textContent()).toContain('-Price: 30 EUR');
    expect(await diff.textContent()).not.toContain('diff --git'); // the file headers are for the download
    expect(await diff.textContent()).not.toContain(`+++ b/${url}`);
    if (process.env.MONITOR_SHOT) await panel.screenshot({ path: process.env.MONITOR_SHOT, fullPage: true });

    // Edit: every 15 minutes now; its alarm follows.
    await card.getByRole('button', { name: 'Edit' }).click();
    await card.getByLabel('Check', { exact: true }).selectOption('15min');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await alarms(ext)).find((a) => a.name === `monitor:${monitorId}`)?.periodInMinutes)
      .toBe(15);
    await expect.poll(() => card.locator('dd').first().textContent()).toBe('Every 15 minutes');
    await panel.close();
    await popup.close();
  }, 120_000);

  it('keeps monitors across a worker restart, and shows a page that keeps failing as failing', async () => {
    const control = await ext.page('options.html');
    const gone = await startSite({ '/soon-gone': page('1', 'x') });
    const url = gone.url('/soon-gone');
    await gone.close(); // nothing answers there any more
    const created = await askBackground(control, 'createMonitor', {
      request: { url },
      schedule: { every: '15min' },
      changeRule: {},
    });
    expect(created.ok).toBe(true);
    const monitorId = (created.value as { id: string }).id;

    const panel = await ext.page(`sidepanel.html#/monitors`);
    const card = panel.locator(`.monitor-card[data-monitor="${monitorId}"]`);
    await expect.poll(() => card.locator('.monitor-last').textContent(), { timeout: 60_000 }).toMatch(/^Failed: /);

    await restartServiceWorker(ext);
    await panel.reload();
    await card.waitFor();
    expect(await panel.locator('.monitor-card').count()).toBe(2); // the first test's monitor survived the restart too
    const second = await checkNow(control, monitorId);
    expect(second.status).toBe('failed');
    await expect
      .poll(() => card.locator('.monitor-failing').textContent())
      .toMatch(/Failing: 2 checks in a row failed/);
    // Retried with back-off (2 minutes after two failures), sooner than the 15-minute period, and never dropped.
    const alarm = (await alarms(ext)).find((a) => a.name === `monitor:${monitorId}`);
    expect(alarm!.scheduledTime).toBeLessThan(Date.now() + 5 * 60_000);

    // Paused: no alarm; resumed: its alarm is back.
    await card.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(async () => (await alarms(ext)).some((a) => a.name === `monitor:${monitorId}`)).toBe(false);
    // The alarm goes before the card hears of the change: wait for the card.
    await expect.poll(() => card.locator('.monitor-next').textContent()).toBe('Paused');
    await card.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(async () => (await alarms(ext)).some((a) => a.name === `monitor:${monitorId}`)).toBe(true);
    await panel.close();
    await control.close();
  }, 120_000);

  it('a check time missed while the browser was away runs once when the worker starts, not once per period', async () => {
    const control = await ext.page('options.html');
    const reply = await askBackground(control, 'createMonitor', {
      request: { url: site.url('/kettle') },
      schedule: { every: '15min' },
      changeRule: {},
    });
    const monitorId = (reply.value as { id: string }).id;
    await expect.poll(async () => (await storedChecks(control, monitorId)).length, { timeout: 30_000 }).toBe(1);
    await setNextCheckAt(control, monitorId, Date.now() - 10 * 3_600_000); // forty periods ago
    await restartServiceWorker(ext);
    await expect
      .poll(async () => (await storedChecks(control, monitorId)).map((c) => c.trigger), { timeout: 30_000 })
      .toEqual(['created', 'startup']);
    await restartServiceWorker(ext); // the next time is now ahead: nothing more is due
    await askBackground(control, 'markMonitorsSeen', {}); // a round trip through the new worker, after its sweep began
    expect((await storedChecks(control, monitorId)).map((c) => c.trigger)).toEqual(['created', 'startup']);
    await askBackground(control, 'deleteMonitor', { monitorId });
    await control.close();
  }, 120_000);

  it('the side panel watches the page in front: daily at a time in a zone, one part of it, ignoring numbers', async () => {
    const url = site.url('/kettle');
    const web = await ext.context.newPage();
    await web.goto(url);
    const panel = await ext.context.newPage();
    await panel.goto(ext.url('sidepanel.html#/monitors'));
    await web.bringToFront(); // the panel follows the tab in front
    await panel.getByText('Watch the page in front').click();
    await panel.getByLabel('Check', { exact: true }).selectOption('day');
    await panel.getByLabel('Time of day (HH:MM)').fill('09:30');
    await panel.getByLabel('Time zone').fill('America/New_York');
    await panel.getByLabel('Ignore numbers (counters, prices)').check();
    await panel.getByLabel('Watch only (include tags or selectors)').fill('.price');
    await panel.getByRole('button', { name: 'Watch this page' }).click();

    const card = panel.locator('.monitor-card', { hasText: 'Daily at 09:30 (America/New_York)' });
    await expect
      .poll(() => card.locator('.monitor-last').textContent(), { timeout: 30_000 })
      .toBe('First check (baseline)');
    // The card says what it compares and how: told apart from another monitor of the same page.
    expect(await card.locator('.monitor-part').textContent()).toBe('only .price');
    expect(await card.locator('.monitor-rule').textContent()).toBe('changes, ignoring numbers');
    const monitorId = (await card.getAttribute('data-monitor')) ?? '';
    const alarm = (await alarms(ext)).find((a) => a.name === `monitor:${monitorId}`);
    expect(alarm?.periodInMinutes).toBeUndefined(); // days differ in length: set anew after each check
    const wall = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(alarm?.scheduledTime);
    expect(wall).toBe('09:30');

    // "Check now" loads the page afresh, even while a tab shows it as it was when it loaded.
    site.pages.set('/kettle', page('on request', 'Back in stock soon.'));
    expect((await checkNow(panel, monitorId)).status).toBe('changed');
    expect(await web.locator('.price').textContent()).toBe('Price: 35 EUR'); // the tab still shows the old page
    site.pages.set('/kettle', page('35 EUR', 'Back in stock soon.'));
    expect((await checkNow(panel, monitorId)).status).toBe('changed'); // and back
    await web.close();
    site.pages.set('/kettle', page('40 EUR', 'Back in stock soon.'));
    expect((await checkNow(panel, monitorId)).status).toBe('same'); // only a number changed
    site.pages.set('/kettle', page('40 EUR', 'Sold out.'));
    expect((await checkNow(panel, monitorId)).status).toBe('same'); // outside the watched part
    site.pages.set('/kettle', page('on request', 'Sold out.'));
    expect((await checkNow(panel, monitorId)).status).toBe('changed');
    await panel.close();
  }, 120_000);

  it('a named monitor of a page that starts answering 404 shows removed, not a change of text', async () => {
    site.pages.set('/kettle-2', page('50 EUR', 'In stock.'));
    const url = site.url('/kettle-2');
    const web = await ext.context.newPage();
    await web.goto(url);
    const panel = await ext.context.newPage();
    await panel.goto(ext.url('sidepanel.html#/monitors'));
    await web.bringToFront();
    await panel.getByText('Watch the page in front').click();
    await panel.getByLabel('Name (optional)').fill('Kettle price watch');
    await panel.getByRole('button', { name: 'Watch this page' }).click();

    const card = panel.locator('.monitor-card', { hasText: 'Kettle price watch' });
    await expect
      .poll(() => card.locator('.monitor-last').textContent(), { timeout: 30_000 })
      .toBe('First check (baseline)');
    expect(await card.locator('h3').textContent()).toBe('Kettle price watch'); // its name, not the page's title
    expect(await card.locator('.monitor-part').textContent()).toBe('the main content');
    expect(await card.locator('.monitor-rule').textContent()).toBe('any change');
    const monitorId = (await card.getAttribute('data-monitor')) ?? '';

    await web.close();
    site.pages.delete('/kettle-2'); // the site now answers 404 "Not found"
    const removed = await checkNow(panel, monitorId);
    expect(removed).toMatchObject({ status: 'removed', statusCode: 404 });
    expect(removed.summary).toBeUndefined();
    await expect
      .poll(() => card.locator('.monitor-last').textContent())
      .toBe('Removed: the page answered Not found (404)');
    expect(await notificationIds(ext)).toContain(`monitor:${monitorId}:${removed.seq}`);
    // Still gone: the same, not removed again.
    expect((await checkNow(panel, monitorId)).status).toBe('same');

    // Renamed in Edit: the card follows.
    await card.getByRole('button', { name: 'Edit' }).click();
    await card.getByLabel('Name (optional)').fill('Old kettle');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => panel.locator(`.monitor-card[data-monitor="${monitorId}"] h3`).textContent())
      .toBe('Old kettle');
    await panel.close();
  }, 120_000);
});
