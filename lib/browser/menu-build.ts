import { browser, type Browser } from 'wxt/browser';

/**
 * Chromium's answer to an extension call made by a worker it is stopping (idle timeout, or the
 * DevTools stop the e2e tests use). Nothing is lost: the menu Chromium keeps is rebuilt whole at
 * the next build, so this one is not worth a warning.
 */
const WORKER_STOPPING = 'No SW';

/** The toolbar button's menu context: `action` in Manifest V3, `browser_action` in Firefox's V2. */
export const toolbarButtonContext = () =>
  (browser.runtime.getManifest().manifest_version === 2 ? 'browser_action' : 'action') as 'action';

/** `contextMenus.create` as a promise: it answers by callback, an unchecked failure is logged. */
export function createMenuItem(properties: Browser.contextMenus.CreateProperties): Promise<void> {
  return new Promise((resolve, reject) => {
    browser.contextMenus.create(properties, () => {
      const error = browser.runtime.lastError;
      if (error) reject(new Error(error.message ?? String(error)));
      else resolve();
    });
  });
}

/**
 * Runs menu builds one at a time, the latest request winning: a build started while one is in
 * flight would race its `removeAll` against the other's `create`s (a duplicate id error). Failures
 * never become unhandled rejections; they are warned about unless the worker is being stopped.
 */
export function serializedMenuBuild(build: (show: boolean) => Promise<void>): (show: boolean) => Promise<void> {
  let wanted: boolean | undefined;
  let running: Promise<void> | undefined;
  const drain = async () => {
    while (wanted !== undefined) {
      const show = wanted;
      wanted = undefined;
      try {
        await build(show);
      } catch (error) {
        if (!(error instanceof Error && error.message === WORKER_STOPPING))
          console.warn('The context menu could not be built', error);
      }
    }
    running = undefined;
  };
  return (show) => {
    wanted = show;
    running ??= drain();
    return running;
  };
}
