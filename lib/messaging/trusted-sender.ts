import { browser } from 'wxt/browser';

export type Sender = { id?: string; url?: string; tab?: unknown };

/**
 * Only the extension's own pages may command the background: a content script (it has a tab
 * and runs in a web page's URL) or another extension is refused. Kept apart from handle.ts so a
 * page that only checks senders (the offscreen document) does not load the message schemas.
 */
export function isTrustedSender(sender: Sender): boolean {
  const ownOrigin = browser.runtime.getURL('/');
  return sender.id === browser.runtime.id && typeof sender.url === 'string' && sender.url.startsWith(ownOrigin);
}
