import { browser } from 'wxt/browser';
import { ask } from '@/lib/messaging/messenger';
import { getSettings } from '@/lib/settings/settings-store';
import type { Settings } from '@/lib/settings/settings-schema';

export interface PageTab {
  id?: number;
  url: string;
  title: string;
}

export interface PopupStart {
  settings: Settings;
  tab: PageTab;
}

const NO_KEY = { hasKey: false, masked: '' };

/**
 * Whether a key is set, from the background. The worker may be starting up, so the popup paints
 * without waiting for this (unless onboarding depends on it) and gives up after a while.
 */
export async function keyStatus(): Promise<boolean> {
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

/** What the first paint needs, read in parallel; both are local and fast. */
export async function loadPopupStart(): Promise<PopupStart> {
  const [settings, tab] = await Promise.all([getSettings(), pageTab().catch(() => ({ url: '', title: '' }))]);
  return { settings, tab };
}
