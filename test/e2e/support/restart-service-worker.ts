import type { Worker } from 'playwright-core';
import type { LaunchedExtension } from './launch-extension';

/**
 * Stops the extension's worker as Chrome does when it idles out (DevTools
 * ServiceWorker.stopWorker): its globals and in-memory state are gone; storage stays.
 */
export async function stopServiceWorker(ext: LaunchedExtension): Promise<void> {
  await ext.worker.stop();
}

/**
 * Sends the worker an event (a `message` from an extension page), which makes Chrome start it
 * if it is stopped, as any extension event would. Opens and closes a tab on the manifest, a
 * page with no code of its own.
 */
export async function wakeServiceWorker(ext: LaunchedExtension): Promise<void> {
  const page = await ext.page('manifest.json');
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration?.active) throw new Error('The extension has no active service worker.');
      registration.active.postMessage({ e2e: 'wake' });
    });
  } finally {
    await page.close();
  }
}

/**
 * Stops the worker, then starts it with `wake` (default: wakeServiceWorker; pass e.g. a
 * popup action to test that a real extension event starts it). Resolves once it runs again.
 */
export async function restartServiceWorker(
  ext: LaunchedExtension,
  wake: (ext: LaunchedExtension) => Promise<unknown> = wakeServiceWorker,
): Promise<Worker> {
  await stopServiceWorker(ext);
  await wake(ext);
  await ext.worker.waitUntilReady();
  return ext.serviceWorker;
}

/** When this worker instance started: differs after every restart, so it identifies one. */
export function workerStartTime(worker: Worker): Promise<number> {
  return worker.evaluate(() => performance.timeOrigin);
}
