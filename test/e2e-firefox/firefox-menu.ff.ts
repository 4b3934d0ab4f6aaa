import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { waitForJob } from './support/firefox-jobs';
import { launchFirefox, type LaunchedFirefox } from './support/launch-firefox';
import { expectNoAddonErrorsAfterEach } from './support/addon-errors';

// The context menu in real Firefox ESR: its items, a job started from it, and a failure, which
// has no page open to show it in, reported on the toolbar button and cleared by the next success.
let ff: LaunchedFirefox;
let site: FixtureSite;
let tab: { id?: number; url?: string };
beforeAll(async () => {
  site = await startFixtureSite({
    '/page':
      '<title>Prices</title><main><h1>Prices</h1><p>Apples cost one euro a kilo this week, and pears cost two.</p></main>',
  });
  ff = await launchFirefox();
  const url = `${site.url}/page`;
  await (await ff.browser.newPage()).goto(url);
  tab =
    (await ff.extension.evaluate(async (u: string) => (await browser.tabs.query({})).find((t) => t.url === u), url)) ??
    {};
});
afterAll(async () => {
  await ff?.close();
  await site?.close();
});
expectNoAddonErrorsAfterEach(() => ff);

// No driver opens Firefox's menus: the test build runs the add-on's onClicked listeners.
const clickMenu = (info: Record<string, unknown>) =>
  ff.extension.evaluate(
    (i: unknown, t: unknown) => browser.runtime.sendMessage({ __e2e: 'menu', info: i, tab: t }),
    info,
    tab,
  );

// The toolbar button: browserAction in Manifest V2, action in V3 (to measure a V3 build too).
const badge = () =>
  ff.extension.evaluate(async () => {
    const button = browser.action ?? browser.browserAction;
    return { text: await button.getBadgeText({}), title: await button.getTitle({}) };
  });

describe('Firefox: the context menu', () => {
  it("builds every menu item, the toolbar button's included", async () => {
    // No API lists an add-on's menu items; updating one that does not exist fails. Firefox's
    // Manifest V2 calls the toolbar button's context `browser_action` and refuses `action`, which
    // left the menu half built.
    const ids = [
      'scrape-page',
      'scrape-link',
      'open-side-panel',
      'convert-selection',
      'send-rendered-page',
      'watch-page',
      'search-selection',
      'batch',
      'batch-window-tabs',
      'batch-selected-tabs',
      'batch-selection-links',
      'batch-page-links',
    ];
    const missing = () =>
      ff.extension.evaluate(async (all: string[]) => {
        const out: string[] = [];
        for (const id of all) await browser.contextMenus.update(id, {}).catch(() => out.push(id));
        return out;
      }, ids);
    await expect.poll(missing, { timeout: 20_000 }).toEqual([]);
  });

  it('scrapes the page from the menu and points the sidebar at the job', async () => {
    // Firefox opens the sidebar only in a user's click: no test can, so here it refuses, and the
    // refusal must be handled while the job goes on.
    await clickMenu({ menuItemId: 'scrape-page' });
    const focused = () =>
      ff.extension.evaluate(
        async () =>
          ((await browser.storage.session.get('focusedJob')).focusedJob as { jobId?: string } | null | undefined)
            ?.jobId ?? null,
      );
    await expect.poll(focused, { timeout: 20_000 }).toBeTypeOf('string');
    const job = await waitForJob(ff, (await focused())!);
    expect(job).toMatchObject({ status: 'done', url: tab.url });
    expect(job.result?.markdown).toContain('Apples cost one euro');
  });

  it('shows a failure on the toolbar button, then clears it on the next success', async () => {
    // "Scrape this link" needs the service, and no key is set: the job fails.
    await clickMenu({ menuItemId: 'scrape-link', linkUrl: 'https://example.com/elsewhere' });
    await expect.poll(badge, { timeout: 20_000 }).toEqual({
      text: '!',
      title: expect.stringMatching(/^Web Data Extractor: No API key is set\. Add your key in Settings/),
    });

    // "Scrape this page" with the local engine succeeds: the report goes.
    await clickMenu({ menuItemId: 'scrape-page' });
    await expect.poll(badge, { timeout: 20_000 }).toEqual({ text: '', title: 'Web Data Extractor' });
  });

  it('"Scrape many pages › All tabs in this window" hands the window\'s pages to the sidebar\'s chooser', async () => {
    await clickMenu({ menuItemId: 'batch-window-tabs' });
    const draft = () =>
      ff.extension.evaluate(
        async () =>
          ((await browser.storage.session.get('batchDraft')).batchDraft as
            { source?: string; pages?: { url: string }[] } | undefined) ?? null,
      );
    await expect.poll(async () => (await draft())?.source, { timeout: 20_000 }).toBe('windowTabs');
    expect((await draft())?.pages?.map((p) => p.url)).toContain(tab.url);
  });

  it('"Search the web for “…”" on selected words asks the sidebar’s Search view for them', async () => {
    await clickMenu({ menuItemId: 'search-selection', selectionText: '  tide   pools\n of Brittany ' });
    const asked = () =>
      ff.extension.evaluate(
        async () =>
          ((await browser.storage.session.get('searchViewRequest')).searchViewRequest as { query?: string } | undefined)
            ?.query ?? null,
      );
    await expect.poll(asked, { timeout: 20_000 }).toBe('tide pools of Brittany');
  });

  it('"Watch this page" creates a monitor and points the sidebar at it', async () => {
    await clickMenu({ menuItemId: 'watch-page' });
    const focused = () =>
      ff.extension.evaluate(
        async () =>
          (
            (await browser.storage.session.get('focusedMonitorCheck')).focusedMonitorCheck as
              { monitorId?: string } | undefined
          )?.monitorId ?? null,
      );
    await expect.poll(focused, { timeout: 20_000 }).toBeTypeOf('string');
    expect(await badge()).toEqual({ text: '', title: 'Web Data Extractor' });
  });
});

type ToolbarButton = { getBadgeText(d: object): Promise<string>; getTitle(d: object): Promise<string> };
declare const browser: {
  action?: ToolbarButton;
  browserAction: ToolbarButton;
  contextMenus: { update(id: string, props: object): Promise<void> };
  runtime: { sendMessage(m: unknown): Promise<unknown> };
  storage: { session: { get(key: string): Promise<Record<string, unknown>> } };
  tabs: { query(q: object): Promise<{ id?: number; url?: string; title?: string }[]> };
};
