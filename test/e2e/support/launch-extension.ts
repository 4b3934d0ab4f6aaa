import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { collectConsoleErrors } from './console-errors';
import type { ConsoleErrors } from './console-errors';
import { resolveExtensionDir } from './extension-dir';
import { monitorServiceWorker } from './service-worker-monitor';
import type { ServiceWorkerMonitor } from './service-worker-monitor';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags DESIGN.md settled on; without --disable-extensions-except no worker appears. */
export function chromiumArgs(extensionDir: string): string[] {
  return [
    `--disable-extensions-except=${extensionDir}`,
    `--load-extension=${extensionDir}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ];
}

export interface LaunchOptions {
  /** Unpacked extension; default `EXTENSION_DIR` or .output/chrome-mv3. */
  extensionDir?: string;
  viewport?: { width: number; height: number };
  /** Worker start timeout. */
  timeoutMs?: number;
  /**
   * Default true: once the error collectors listen, stop and start the worker so its top-level
   * code runs again under watch (its first run may precede them). onInstalled does not rerun.
   */
  rerunWorkerStartup?: boolean;
  /**
   * The profile's `Default/Preferences`, written before launch: what the browser keeps of a user's
   * own choices (a default search engine, search-support.ts), as a user's profile would hold them.
   */
  preferences?: Record<string, unknown>;
}

export interface LaunchedExtension {
  context: BrowserContext;
  extensionId: string;
  /** The profile's folder (Chromium's --user-data-dir), removed on close. */
  userDataDir: string;
  /** `chrome-extension://<id>` */
  origin: string;
  /** The extension's current worker (replaced if Chromium hands out a new one). */
  readonly serviceWorker: Worker;
  /** Running status, stop, and errors of the worker, from DevTools. */
  worker: ServiceWorkerMonitor;
  consoleErrors: ConsoleErrors;
  url(pagePath: string): string;
  /** Opens chrome-extension://<id>/<pagePath> in a new tab and waits for its load event. */
  page(pagePath: string): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Starts Chromium with a fresh profile and the built extension. The first tab (about:blank)
 * hosts the DevTools session that watches the worker: open new tabs, don't close that one.
 */
export async function launchExtension(opts: LaunchOptions = {}): Promise<LaunchedExtension> {
  const dir = resolveExtensionDir(opts.extensionDir);
  const workerScript = await backgroundScript(dir);
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'wde-e2e-'));
  if (opts.preferences) {
    await mkdir(path.join(userDataDir, 'Default'));
    await writeFile(path.join(userDataDir, 'Default', 'Preferences'), JSON.stringify(opts.preferences));
  }
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true, // the new headless mode, which loads extensions
    args: chromiumArgs(dir),
    viewport: opts.viewport ?? { width: 1280, height: 800 },
  });
  try {
    // tsx, which runs the benchmarks, compiles with esbuild's keepNames: a function named inside
    // one handed to page.evaluate is wrapped in a __name() helper that does not travel with it.
    // An identity __name in every page lets such functions run as written, whatever compiled them.
    await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
    const isOurs = (w: Worker) => w.url().startsWith('chrome-extension://') && w.url().endsWith(`/${workerScript}`);
    // The worker may be up before launch resolves, or a moment after: check, then wait for it.
    let current =
      context.serviceWorkers().find(isOurs) ??
      (await context.waitForEvent('serviceworker', { predicate: isOurs, timeout: opts.timeoutMs ?? 30_000 }));
    context.on('serviceworker', (w) => {
      if (isOurs(w)) current = w;
    });
    const extensionId = new URL(current.url()).host;
    const origin = `chrome-extension://${extensionId}`;
    const worker = await monitorServiceWorker(context, origin);
    const consoleErrors = collectConsoleErrors(context, origin, worker);
    await worker.waitUntilReady(opts.timeoutMs);
    if (opts.rerunWorkerStartup ?? true) {
      await worker.stop();
      await worker.start();
    }
    const url = (pagePath: string) => `${origin}/${pagePath.replace(/^\//, '')}`;

    return {
      context,
      extensionId,
      userDataDir,
      origin,
      get serviceWorker() {
        return current;
      },
      worker,
      consoleErrors,
      url,
      async page(pagePath) {
        const page = await context.newPage();
        await page.goto(url(pagePath));
        return page;
      },
      async close() {
        await context.close();
        await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
      },
    };
  } catch (error) {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
    throw error;
  }
}

async function backgroundScript(dir: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as {
    background?: { service_worker?: string };
  };
  const script = manifest.background?.service_worker;
  if (!script) throw new Error(`${dir}/manifest.json declares no background.service_worker (not a Chrome MV3 build?)`);
  return script.replace(/^\//, '');
}
