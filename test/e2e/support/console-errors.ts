import type { BrowserContext, ConsoleMessage, WebError } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import type { ServiceWorkerMonitor } from './service-worker-monitor';

export interface ConsoleError {
  source: 'page' | 'worker';
  /** console.error, an uncaught page error, or anything the worker reported. */
  kind: 'console' | 'pageerror' | 'worker';
  url: string;
  text: string;
}

export interface ConsoleErrors {
  /** Everything collected since launch or the last clear(); assert `toEqual([])`. */
  readonly entries: readonly ConsoleError[];
  clear(): void;
}

/**
 * Records errors from the extension's own code: its pages (and its scripts running in other
 * pages, such as content scripts) and its service worker. Web pages' own errors are ignored.
 */
export function collectConsoleErrors(
  context: BrowserContext,
  origin: string,
  worker: ServiceWorkerMonitor,
): ConsoleErrors {
  let entries: ConsoleError[] = [];
  const ours = (url: string | undefined) => url?.startsWith(`${origin}/`) ?? false;

  context.on('console', (msg: ConsoleMessage) => {
    // The worker's console.error also reaches worker.onError, with start-up messages: use that.
    if (msg.type() !== 'error' || msg.worker()) return;
    const url = msg.page()?.url();
    if (ours(url) || ours(msg.location().url)) {
      entries.push({ source: 'page', kind: 'console', url: url ?? msg.location().url, text: msg.text() });
    }
  });
  context.on('weberror', (e: WebError) => {
    const url = e.page()?.url();
    const error = e.error();
    if (ours(url) || (error.stack ?? '').includes(origin)) {
      entries.push({ source: 'page', kind: 'pageerror', url: url ?? '', text: error.stack ?? error.message });
    }
  });
  worker.onError((r) => entries.push({ source: 'worker', kind: 'worker', url: r.url, text: r.text }));

  return {
    get entries() {
      return entries;
    },
    clear() {
      entries = [];
    },
  };
}

/**
 * After each test of the file: the extension logged no error during it (except those `expected`
 * lets through), and the record starts empty for the next one. Each test so answers for its own
 * errors, also when run alone; one logged after its test ended is laid on the next.
 */
export function expectNoErrorsAfterEach(
  errors: () => ConsoleErrors | undefined,
  expected: (error: ConsoleError) => boolean = () => false,
): void {
  afterEach(() => {
    const record = errors();
    if (!record) return; // the launch failed: beforeAll reports that
    const logged = record.entries.filter((e) => !expected(e));
    record.clear();
    expect(logged).toEqual([]);
  });
}

/** What a preview's sandbox and policy refuse, logged in the console of the page that shows it. */
export const refusedInPreview = (e: ConsoleError): boolean =>
  /about:srcdoc|sandboxed|Content Security Policy/i.test(e.text);
