// Not the polyfill (wxt/browser): the popup's first paint loads this; Chrome's MV3 APIs answer
// promises, as Firefox's do.
import { browser } from '@wxt-dev/browser';
import type { Action } from '@/lib/api/schemas/actions';
import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import { t } from '@/lib/i18n/t';

/**
 * Chrome's debugger (an optional permission) renders what the tab API cannot: the page beyond
 * the viewport, a PDF print, and scripts on pages whose CSP forbids eval. It is asked for only
 * when a scrape needs one of these, from the click that starts it (prompts need a gesture).
 */
export const debuggerWhy = (): string => t('browser_debuggerWhy');

const needsIt = (a: Action) => a.type === 'pdf' || (a.type === 'screenshot' && a.fullPage === true);

/** Whether a local scrape cannot run without the debugger. */
export function needsDebugger(request: Pick<ScrapeRequest, 'formats' | 'actions'>): boolean {
  return Boolean(request.formats?.includes('screenshot@fullPage') || request.actions?.some(needsIt));
}

type DebuggerPermission = { permissions: ['debugger'] };
const DEBUGGER = { permissions: ['debugger'] } as unknown as DebuggerPermission &
  Parameters<typeof browser.permissions.contains>[0];

export const hasDebuggerAccess = (): Promise<boolean> => browser.permissions.contains(DEBUGGER).catch(() => false);

/** Call inside the click that starts the scrape, before any await. */
export const requestDebuggerAccess = (): Promise<boolean> => browser.permissions.request(DEBUGGER).catch(() => false);
