import { browser } from 'wxt/browser';
import { scrapeFromGesture } from './context-menu';
import { reportToUser } from '../../lib/browser/report-to-user';

/** The keyboard shortcut (manifest `commands`): scrape the current tab with the defaults. */
export function registerShortcut(): void {
  browser.commands.onCommand.addListener((command, tab) => {
    if (command !== 'scrape-current-tab') return;
    if (!tab?.url) return void reportToUser('There is no page in front to scrape.');
    void scrapeFromGesture(tab.url, tab.id, true);
  });
}
