import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';

export interface ActiveTab {
  id: number;
  title: string;
  url: string;
}

async function queryActiveTab(): Promise<ActiveTab | undefined> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  if (tab?.id === undefined) return undefined;
  return { id: tab.id, title: tab.title ?? '', url: tab.url ?? '' };
}

/** The tab in front of the user, following tab switches and navigations. */
export function useActiveTab(): ActiveTab | undefined {
  const [tab, setTab] = useState<ActiveTab>();
  useEffect(() => {
    let live = true;
    const refresh = () =>
      void queryActiveTab().then(
        (t) => live && setTab(t),
        () => undefined,
      );
    const onUpdated = (_id: number, change: { url?: string; title?: string; status?: string }) => {
      if (change.url !== undefined || change.title !== undefined || change.status === 'complete') refresh();
    };
    refresh();
    browser.tabs.onActivated.addListener(refresh);
    browser.tabs.onUpdated.addListener(onUpdated);
    browser.windows?.onFocusChanged.addListener(refresh);
    // Granting `tabs` (the panel's "Follow my tabs") makes the address readable at once.
    browser.permissions.onAdded.addListener(refresh);
    return () => {
      browser.permissions.onAdded.removeListener(refresh);
      live = false;
      browser.tabs.onActivated.removeListener(refresh);
      browser.tabs.onUpdated.removeListener(onUpdated);
      browser.windows?.onFocusChanged.removeListener(refresh);
    };
  }, []);
  return tab;
}
