import { browser } from 'wxt/browser';

// The hops of each top-level load in a tab, watched while a crawl runs, so a page reached through
// redirects is known by every address on the way, and a loop is stopped and named instead of
// ending on the browser's error page. Listening starts before any tab opens: no hop is missed.

interface Trace {
  hops: string[];
  error?: string;
}

const MAX_HOPS = 30;
const traces = new Map<number, Trace>();
let watchers = 0;

const traceOf = (tabId: number) => {
  let trace = traces.get(tabId);
  if (!trace) traces.set(tabId, (trace = { hops: [] }));
  return trace;
};

function onRedirect(details: { tabId: number; url: string; redirectUrl: string }): void {
  const trace = traceOf(details.tabId);
  if (!trace.hops.length) trace.hops.push(details.url);
  if (trace.hops.length < MAX_HOPS) trace.hops.push(details.redirectUrl);
}

function onError(details: { tabId: number; url: string; error: string }): void {
  traceOf(details.tabId).error = details.error;
}

const filter = { urls: ['<all_urls>'], types: ['main_frame' as const] };

/** Watches top-level redirects in every tab until the returned function is called. */
export function watchRedirects(): () => void {
  if (watchers++ === 0) {
    browser.webRequest.onBeforeRedirect.addListener(onRedirect, filter);
    browser.webRequest.onErrorOccurred.addListener(onError, filter);
  }
  return () => {
    if (--watchers > 0) return;
    browser.webRequest.onBeforeRedirect.removeListener(onRedirect);
    browser.webRequest.onErrorOccurred.removeListener(onError);
    traces.clear();
  };
}

/** Forgets what a tab did so far (before it loads a page). */
export const forgetRedirects = (tabId: number) => void traces.delete(tabId);

export interface Redirects {
  /** Every address from the first asked to the last reached; empty when the page did not redirect. */
  hops: string[];
  /** The addresses of a loop, in order, when the chain came back to one it had passed. */
  loop?: string[];
}

/** What the tab's last load went through. */
export function redirectsOf(tabId: number): Redirects {
  const trace = traces.get(tabId);
  if (!trace) return { hops: [] };
  const hops = trace.hops;
  const loopStart = hops.findIndex((hop, i) => hops.indexOf(hop, i + 1) > i);
  const tooMany = /TOO_MANY_REDIRECTS|REDIRECT_LOOP/i.test(trace.error ?? '');
  if (loopStart >= 0) return { hops, loop: hops.slice(loopStart, hops.indexOf(hops[loopStart]!, loopStart + 1) + 1) };
  return tooMany ? { hops, loop: hops } : { hops };
}
