import type { Browser } from 'wxt/browser';
import { scrapeRequestSchema } from '@/lib/api/schemas/scrape-request';
import { openSidePanel } from '@/lib/browser/side-panel';
import { t } from '@/lib/i18n/t';
import { focusCheck } from '@/lib/monitor/focused-check';
import { requestMonitorAccess } from '@/lib/permissions/monitor-access';
import { getSettings } from '@/lib/settings/settings-store';
import { createMenuItem } from '@/lib/browser/menu-build';
import { createMonitor } from '@/lib/monitor/monitor-handlers';
import { reportToUser } from '@/lib/jobs/report-to-user';
import { errorText } from '@/lib/api/error-text';

const WATCH_PAGE = 'watch-page';

/** Called by context-menu.ts when it builds the menu. */
export function createWatchMenuItem(): Promise<void> {
  return createMenuItem({ id: WATCH_PAGE, title: t('menu_watchPage'), contexts: ['page'] });
}

/**
 * "Watch this page" from the page's menu: hourly, any change, the user's default scrape options;
 * the side panel opens on the new monitor to change them. Permissions are asked inside the click.
 */
async function watchFromMenu(tab: Browser.tabs.Tab): Promise<void> {
  const url = tab.url ?? '';
  const access = requestMonitorAccess(url);
  const panel = openSidePanel({ tabId: tab.id });
  try {
    await access;
    const settings = await getSettings();
    const request = scrapeRequestSchema.parse({ ...settings.scrapeDefaults, url, formats: ['markdown'] });
    const monitor = await createMonitor({
      request,
      title: tab.title,
      schedule: { every: 'hour' },
      changeRule: { ignoreNumbers: false, ignoreDates: false, ignoreWhitespace: false },
    });
    await panel;
    await focusCheck(monitor.id);
  } catch (error) {
    await reportToUser(errorText(error));
  }
}

/** Handles a click on "Watch this page" (context-menu.ts routes every click); false when it was another item. */
export function watchMenuClicked(menuItemId: string | number, tab: Browser.tabs.Tab | undefined): boolean {
  if (menuItemId !== WATCH_PAGE) return false;
  if (tab?.url) void watchFromMenu(tab);
  return true;
}
