import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { t } from '@/lib/i18n/t';
import { badgeLook, type BadgeLook, type BadgeState } from '@/lib/browser/badge-look';

/** The toolbar button: `action` in Manifest V3, `browserAction` in Firefox's Manifest V2. */
const toolbarButton = () =>
  browser.action ?? (browser as unknown as { browserAction: typeof browser.action }).browserAction;

/** The tooltip the manifest gives the button. */
function defaultTitle(): string {
  const manifest = browser.runtime.getManifest() as {
    action?: { default_title?: string };
    browser_action?: { default_title?: string };
  };
  return (manifest.action ?? manifest.browser_action)?.default_title ?? t('extName');
}

// The one owner of the toolbar badge (the rule of what wins is badge-look.ts). A reported failure
// and unseen changes live in session storage, so a worker restart keeps them; the bridge's
// counts live here only, as its requests end with the worker that ran them.
const reportedError = storage.defineItem<string | null>('session:reportedError', { fallback: null });
const unseenChanges = storage.defineItem<number>('session:unseenChanges', { fallback: 0 });
let bridge: BadgeState['bridge'] = { running: 0, asking: 0 };

async function paint(): Promise<void> {
  const [error, unseen] = await Promise.all([reportedError.getValue(), unseenChanges.getValue()]);
  const look = badgeLook({ bridge, error, unseen });
  const button = toolbarButton();
  if (look.color) await button.setBadgeBackgroundColor({ color: look.color });
  await button.setBadgeText({ text: look.text });
  await button.setTitle({ title: look.title ?? defaultTitle() });
}

// One paint at a time (each is three calls, and two at once could mix their colour and text);
// changes that come while one is waiting share the next, which reads the state when it starts.
let painted: Promise<void> = Promise.resolve();
let waiting: Promise<void> | undefined;

/** Paints the badge from the current state; resolves once a paint that saw this call's state is done. */
export function redrawBadge(): Promise<void> {
  if (waiting) return waiting;
  waiting = painted = painted.then(() => {
    waiting = undefined;
    return paint().catch((error: unknown) => console.warn('The toolbar badge could not be drawn', error));
  });
  return waiting;
}

export async function setReportedError(message: string | null): Promise<void> {
  await reportedError.setValue(message);
  await redrawBadge();
}

export async function setUnseenChanges(count: number): Promise<void> {
  await unseenChanges.setValue(count);
  await redrawBadge();
}

/**
 * The badge on one tab only (shown while that tab is in front, over the rule's): a program acting
 * in it. Undefined takes the mark away. A tab that has gone is no error.
 */
export async function setTabBadge(tabId: number, look: BadgeLook | undefined): Promise<void> {
  const button = toolbarButton();
  try {
    if (look?.color) await button.setBadgeBackgroundColor({ tabId, color: look.color });
    await button.setBadgeText({ tabId, text: look?.text ?? '' });
    await button.setTitle({ tabId, title: look?.title ?? defaultTitle() });
  } catch {
    // The tab closed meanwhile.
  }
}

export function setBridgeActivity(next: BadgeState['bridge']): Promise<void> {
  bridge = next;
  return redrawBadge();
}
