import { browser } from 'wxt/browser';
import { settingsItem } from '@/lib/settings/settings-item';

export interface PageTab {
  id?: number;
  url: string;
  title: string;
}

/**
 * The page to scrape: the active tab of this window; `?tabId=` when the popup is opened as a
 * page of its own (keyboard users, tests), where the active tab would be the popup itself.
 */
async function pageTab(): Promise<PageTab> {
  const param = new URLSearchParams(location.search).get('tabId');
  const tab = param ? await browser.tabs.get(Number(param)) : (await browser.tabs.query({ active: true, currentWindow: true }))[0];
  return { id: tab?.id, url: tab?.url ?? '', title: tab?.title ?? '' };
}

/**
 * What the first render needs, asked for when this module evaluates: main.tsx imports it first,
 * so the answers come while the rest of the popup's code evaluates (mostly building zod schemas)
 * rather than after. It imports no schema; start-state.ts checks the settings.
 */
export const startReads = {
  tab: pageTab().catch((): PageTab => ({ url: '', title: '' })),
  storedSettings: settingsItem.getValue(),
};
