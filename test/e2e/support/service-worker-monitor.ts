import type { BrowserContext } from 'playwright-core';

export type RunningStatus = 'stopped' | 'starting' | 'running' | 'stopping';

/** An error the worker reported: console.error, an uncaught error or rejection, a failed start. */
export interface WorkerErrorReport {
  text: string;
  url: string;
  line: number;
}

export interface ServiceWorkerMonitor {
  /** Running status of the extension's newest worker version ('stopped' until one is seen). */
  readonly status: RunningStatus;
  /** True once that version has installed and activated (it may be stopped since). */
  readonly activated: boolean;
  waitForStatus(status: RunningStatus, timeoutMs?: number): Promise<void>;
  /** Waits until the worker runs and has activated, i.e. its top-level code has run. */
  waitUntilReady(timeoutMs?: number): Promise<void>;
  /** Stops the worker the way Chrome does when it idles out. */
  stop(timeoutMs?: number): Promise<void>;
  /** Starts a stopped worker directly, without dispatching it an event. */
  start(timeoutMs?: number): Promise<void>;
  /** Calls `listener` with every report so far, then with each new one. */
  onError(listener: (report: WorkerErrorReport) => void): void;
}

interface Version {
  versionId: string;
  runningStatus: RunningStatus;
  status: string;
}

/**
 * Watches the extension's service worker through the DevTools ServiceWorker domain. Playwright
 * reports neither a worker's uncaught errors nor its stops and starts (it keeps one Worker object
 * across restarts); this domain reports both, live (errors from before enable are not replayed).
 * The domain lives on a page target: the context's first tab hosts it and must stay open.
 */
export async function monitorServiceWorker(context: BrowserContext, origin: string): Promise<ServiceWorkerMonitor> {
  const host = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(host);
  const scope = `${origin}/`;
  const ours = new Set<string>(); // registration ids whose scope is the extension
  let version: Version | undefined;
  const changed = new Set<() => void>();
  const reported: WorkerErrorReport[] = [];
  const errorListeners: ((r: WorkerErrorReport) => void)[] = [];
  let lastError = '';

  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) if (r.scopeURL === scope && !r.isDeleted) ours.add(r.registrationId);
  });
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) {
      if (!ours.has(v.registrationId) || v.status === 'redundant') continue;
      // A newer version (an extension reload) replaces the older one.
      if (!version || Number(v.versionId) >= Number(version.versionId)) {
        version = { versionId: v.versionId, runningStatus: v.runningStatus, status: v.status };
      }
    }
    for (const check of changed) check();
  });
  cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage: e }) => {
    if (!ours.has(e.registrationId)) return;
    // Chromium reports each uncaught error twice (with and without a column): keep one.
    const key = `${e.errorMessage}|${e.sourceURL}|${e.lineNumber}`;
    if (key === lastError) return;
    lastError = key;
    const report = { text: e.errorMessage, url: e.sourceURL, line: e.lineNumber };
    reported.push(report);
    for (const l of errorListeners) l(report);
  });
  await cdp.send('ServiceWorker.enable');

  const waitFor = (done: () => boolean, what: string, timeoutMs = 15_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        changed.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        changed.delete(check);
        reject(new Error(`Service worker did not ${what} in ${timeoutMs} ms (it is ${monitor.status}).`));
      }, timeoutMs);
      changed.add(check);
      check();
    });

  const monitor: ServiceWorkerMonitor = {
    get status() {
      return version?.runningStatus ?? 'stopped';
    },
    get activated() {
      return version?.status === 'activated';
    },
    waitForStatus: (status, timeoutMs) => waitFor(() => monitor.status === status, `become ${status}`, timeoutMs),
    waitUntilReady: (timeoutMs) =>
      waitFor(() => monitor.status === 'running' && monitor.activated, 'run and activate', timeoutMs),
    async stop(timeoutMs) {
      if (!version) throw new Error('No service worker version of the extension is known.');
      await cdp.send('ServiceWorker.stopWorker', { versionId: version.versionId });
      await monitor.waitForStatus('stopped', timeoutMs);
    },
    async start(timeoutMs) {
      await cdp.send('ServiceWorker.startWorker', { scopeURL: scope });
      await monitor.waitUntilReady(timeoutMs);
    },
    onError(listener) {
      reported.forEach(listener);
      errorListeners.push(listener);
    },
  };
  return monitor;
}
