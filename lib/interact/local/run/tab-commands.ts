import { browser } from 'wxt/browser';
import { ApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/api/error-text';
import { watchTab } from '@/lib/browser/tab-update';
import { captureFullPage } from '@/lib/engines/local/scrape/full-page-screenshot';
import { withDebugger } from '@/lib/engines/local/scrape/debugger-session';
import { hasDebuggerAccess } from '@/lib/permissions/debugger-access';
import { t } from '@/lib/i18n/t';
import { CLI_WORDING, OK_MARK } from '@/lib/interact/local/cli/cli-wording';
import type { LoadState } from '@/lib/interact/local/cli/cli-command';

// The commands the tab answers, not the page: going somewhere, waiting for its load or address,
// and its picture. The page script cannot outlive a navigation; these run in the background.

/** A command that failed in agent-browser's words (printed after ✗). */
export class CommandFailed extends Error {}

const loaded = (tab: { status?: string }) => tab.status === 'complete';

/** Waits for the tab's load; past `until`, the CLI's timeout words. */
export async function waitForLoad(
  tabId: number,
  until: number,
  signal: AbortSignal,
  state: LoadState = 'load',
): Promise<void> {
  // A moment for a navigation just asked for to start, so the old page's "complete" is not taken.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const tab = await watchTab(tabId, loaded, { until, signal });
  if (!tab) throw new CommandFailed(CLI_WORDING.loadTimedOut);
  // The network has no counter here: a quiet half second after the load stands for idle.
  if (state === 'networkidle') await new Promise((resolve) => setTimeout(resolve, 500));
}

/** How long a navigation asked for may take to start before it is taken as one that needed no load (a #hash). */
const START_MS = 3_000;

/**
 * Starts a navigation and waits for its load: the tab's first "loading" after `start` (so the old
 * page's "complete" is never taken for the new one's), then its "complete".
 */
async function navigation(
  tabId: number,
  start: () => Promise<unknown>,
  until: number,
  signal: AbortSignal,
): Promise<void> {
  let began!: () => void;
  const loading = new Promise<void>((resolve) => (began = resolve));
  const onUpdated = (id: number, change: { status?: string; url?: string }) => {
    if (id === tabId && (change.status === 'loading' || change.url !== undefined)) began();
  };
  browser.tabs.onUpdated.addListener(onUpdated);
  try {
    await start();
    await Promise.race([loading, new Promise((resolve) => setTimeout(resolve, START_MS))]);
  } finally {
    browser.tabs.onUpdated.removeListener(onUpdated);
  }
  const tab = await watchTab(tabId, loaded, { until, signal });
  if (!tab) throw new CommandFailed(CLI_WORDING.loadTimedOut);
}

/** `open <url>`: the tab goes there; `✓ <title>` and the address, as the CLI prints them. */
export async function openIn(tabId: number, url: string, until: number, signal: AbortSignal): Promise<string> {
  await navigation(tabId, () => browser.tabs.update(tabId, { url }), until, signal);
  return openedLine(tabId, url);
}

/** What `open` prints once the tab shows the page: `✓ <title>`, then the address it ended at. */
export async function openedLine(tabId: number, url: string): Promise<string> {
  const tab = await browser.tabs.get(tabId);
  return `${OK_MARK} ${tab.title ?? ''}\n  ${tab.url || url}`;
}

/** `back`, `forward`, `reload`: the address the tab shows after, as the CLI prints it. */
export async function historyStep(
  tabId: number,
  step: 'back' | 'forward' | 'reload',
  until: number,
  signal: AbortSignal,
): Promise<string> {
  const before = (await browser.tabs.get(tabId)).url;
  const start = () =>
    step === 'reload'
      ? browser.tabs.reload(tabId)
      : // No page to go to is no error, as in the CLI: the address it is on is printed.
        (step === 'back' ? browser.tabs.goBack(tabId) : browser.tabs.goForward(tabId)).catch(() => undefined);
  await navigation(tabId, start, until, signal);
  const tab = await browser.tabs.get(tabId);
  return tab.url || before || '';
}

/** `wait --url <glob>`: until the tab's address matches (`*` within a part, `**` across them); the address. */
export async function waitForUrl(
  tabId: number,
  pattern: string,
  ms: number,
  until: number,
  signal: AbortSignal,
): Promise<string> {
  const matches = globMatcher(pattern);
  const tab = await watchTab(tabId, (tab) => matches(tab.url ?? ''), {
    until: Math.min(until, Date.now() + ms),
    signal,
  });
  if (!tab) throw new CommandFailed(CLI_WORDING.waitTimedOut(ms));
  return tab.url ?? '';
}

/** A glob of addresses as Playwright reads one: `**` any characters, `*` any but `/`, `?` a literal. */
export function globMatcher(pattern: string): (url: string) => boolean {
  const source = pattern
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const regex = new RegExp(`^${source}$`);
  return (url) => regex.test(url) || url.includes(pattern);
}

type CaptureTab = (tabId: number, options?: { format?: string; rect?: object }) => Promise<string>;

/**
 * The tab's picture, a PNG as a data: address. Firefox draws any tab (captureTab); Chrome's tab
 * API draws only the tab in front, so a session's tab in the background is drawn by the debugger
 * when the user has allowed it (Settings), else refused with words saying so.
 */
export async function captureTab(tabId: number, full: boolean): Promise<string> {
  const firefoxCapture = (browser.tabs as unknown as { captureTab?: CaptureTab }).captureTab;
  if (firefoxCapture) {
    const size = full ? await pageSize(tabId) : undefined;
    return firefoxCapture(tabId, { format: 'png', ...(size && { rect: { x: 0, y: 0, ...size } }) });
  }
  if (await hasDebuggerAccess()) {
    if (full) return captureFullPage(tabId);
    const { data } = await withDebugger(tabId, (send) =>
      send<{ data: string }>('Page.captureScreenshot', { format: 'png', fromSurface: true }),
    );
    return `data:image/png;base64,${data}`;
  }
  const tab = await browser.tabs.get(tabId);
  if (tab.active && !full) {
    try {
      return await browser.tabs.captureVisibleTab(tab.windowId, { format: 'png' });
    } catch (error) {
      throw new ApiError({ kind: 'forbidden', message: t('interactLocal_screenshotRefused', errorText(error)) });
    }
  }
  throw new CommandFailed(t('interactLocal_screenshotNeedsDebugger'));
}

async function pageSize(tabId: number): Promise<{ width: number; height: number } | undefined> {
  const [frame] = await browser.scripting.executeScript({
    target: { tabId },
    func: () => ({ width: document.documentElement.clientWidth, height: document.documentElement.scrollHeight }),
  });
  return frame?.result as { width: number; height: number } | undefined;
}
