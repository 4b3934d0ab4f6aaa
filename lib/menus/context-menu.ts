import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n/t';
import { scrapeRequestSchema } from '@/lib/api/schemas/scrape-request';
import { openSidePanel } from '@/lib/browser/side-panel';
import { defaultEngine } from '@/lib/engines/default-engine';
import { getApiKey } from '@/lib/settings/api-key-store';
import { getSettings, watchSettings } from '@/lib/settings/settings-store';
import { batchMenuClicked, createBatchMenu } from '@/lib/batch';
import { startScrape } from '@/lib/scrape';
import { createMenuItem, serializedMenuBuild, toolbarButtonContext } from '@/lib/browser/menu-build';
import { createWatchMenuItem, watchMenuClicked } from '@/lib/monitor';
import { createSearchMenuItem, searchMenuClicked } from '@/lib/search';
import { sendRenderedPage } from '@/lib/scrape';
import { reportOutcome, reportToUser } from '@/lib/jobs/report-to-user';
import { startSelectionJob } from '@/lib/scrape';
import { errorText } from '@/lib/api/error-text';

const MENU = {
  scrapePage: 'scrape-page',
  scrapeLink: 'scrape-link',
  openPanel: 'open-side-panel',
  convertSelection: 'convert-selection',
  sendRenderedPage: 'send-rendered-page',
} as const;

/** Awaits every call, so a failure reaches serializedMenuBuild instead of going unhandled. */
const buildMenu = serializedMenuBuild(async (show) => {
  await browser.contextMenus.removeAll();
  if (!show) return;
  await Promise.all([
    createMenuItem({ id: MENU.scrapePage, title: t('menu_scrapePage'), contexts: ['page', 'frame'] }),
    createMenuItem({ id: MENU.scrapeLink, title: t('menu_scrapeLink'), contexts: ['link'] }),
    createMenuItem({ id: MENU.openPanel, title: t('menu_openPanel'), contexts: ['page', toolbarButtonContext()] }),
    createMenuItem({ id: MENU.convertSelection, title: t('menu_convertSelection'), contexts: ['selection'] }),
    createMenuItem({ id: MENU.sendRenderedPage, title: t('menu_sendRenderedPage'), contexts: ['page'] }),
    createWatchMenuItem(),
    createSearchMenuItem(),
    createBatchMenu(),
  ]);
});

/** Runs a job the menu started and shows it in the side panel (opened first, inside the gesture). */
async function jobFromGesture(tabId: number | undefined, start: () => Promise<{ jobId: string }>): Promise<void> {
  const panel = openSidePanel({ tabId });
  try {
    const { jobId } = await start();
    reportOutcome(jobId);
    await panel;
    await openSidePanel({ jobId, tabId });
  } catch (error) {
    await reportToUser(errorText(error));
  }
}

/** Scrapes a URL (this page or a link) with the user's defaults and opens the panel on it. */
export async function scrapeFromGesture(
  url: string,
  tabId: number | undefined,
  scrapingThisTab: boolean,
): Promise<void> {
  // Opened first, inside the gesture; the panel then follows the job.
  const panel = openSidePanel({ tabId });
  const settings = await getSettings();
  // A link is fetched by the service; the local engine can only read the open tab.
  const engine = scrapingThisTab ? defaultEngine(settings.engine, Boolean(await getApiKey())) : 'remote';
  const request = scrapeRequestSchema.safeParse({ ...settings.scrapeDefaults, url });
  if (!request.success) return reportToUser(t('menu_defaultsInvalid', request.error.issues[0]?.message ?? ''));
  try {
    const { jobId } = await startScrape(engine, request.data, scrapingThisTab ? tabId : undefined);
    reportOutcome(jobId);
    await panel;
    await openSidePanel({ jobId, tabId });
  } catch (error) {
    await reportToUser(errorText(error));
  }
}

export function registerContextMenu(): void {
  browser.runtime.onInstalled.addListener(() => {
    void getSettings().then(
      (settings) => buildMenu(settings.showContextMenu),
      (error: unknown) => console.warn('The context menu could not be built', error),
    );
  });
  // Only a change of the menu's own setting rebuilds it (Chromium keeps it across worker restarts).
  watchSettings((settings, previous) => {
    if (settings.showContextMenu !== previous?.showContextMenu) void buildMenu(settings.showContextMenu);
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (
      batchMenuClicked(info.menuItemId, tab) ||
      watchMenuClicked(info.menuItemId, tab) ||
      searchMenuClicked(info, tab)
    )
      return;
    if (info.menuItemId === MENU.openPanel) void openSidePanel({ tabId: tab?.id });
    else if (info.menuItemId === MENU.scrapeLink && info.linkUrl) void scrapeFromGesture(info.linkUrl, tab?.id, false);
    else if (info.menuItemId === MENU.scrapePage && tab?.url)
      void scrapeFromGesture(info.frameUrl ?? tab.url, tab.id, !info.frameUrl);
    else if (info.menuItemId === MENU.convertSelection && tab?.id !== undefined && tab.url) {
      const { id, url, title } = tab;
      void jobFromGesture(id, () => startSelectionJob({ id, url, title }));
    } else if (info.menuItemId === MENU.sendRenderedPage) void jobFromGesture(tab?.id, () => sendRenderedPage(tab?.id));
  });
}
