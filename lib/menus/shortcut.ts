import { browser } from 'wxt/browser';
import { scrapeFromGesture } from '@/lib/menus/context-menu';
import { reportToUser } from '@/lib/jobs/report-to-user';
import { t } from '@/lib/i18n/t';

/** The keyboard shortcut (manifest `commands`): scrape the current tab with the defaults. */
export function registerShortcut(): void {
  browser.commands.onCommand.addListener((command, tab) => {
    if (command !== 'scrape-current-tab') return;
    if (!tab?.url) return void reportToUser(t('jobs_noPageToScrape'));
    void scrapeFromGesture(tab.url, tab.id, true);
  });
}
