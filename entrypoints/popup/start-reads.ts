import { browser } from 'wxt/browser';
import { ask } from '@/lib/messaging/messenger';
import { settingsItem } from '@/lib/settings/settings-item';

export interface PageTab {
  id?: number;
  url: string;
  title: string;
}

const NO_KEY = { hasKey: false, masked: '' };

/**
 * Whether a key is set, from the background. The worker may be starting up, so the popup paints
 * without waiting for this (unless onboarding depends on it) and gives up after a while.
 */
async function keyStatus(): Promise<boolean> {
  const timeout = new Promise<typeof NO_KEY>((resolve) => setTimeout(() => resolve(NO_KEY), 1500));
  return (await Promise.race([ask('apiKeyStatus', {}).catch(() => NO_KEY), timeout])).hasKey;
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
 * What the first render needs, asked for when this module evaluates: main.tsx imports it before
 * the rest of the popup's code, whose evaluation (mostly building zod schemas) takes longer than
 * the answers, so they are in when the code is. The settings are checked in start-state.ts.
 */
export const startReads = {
  tab: pageTab().catch((): PageTab => ({ url: '', title: '' })),
  storedSettings: settingsItem.getValue(),
  hasKey: keyStatus(),
};
