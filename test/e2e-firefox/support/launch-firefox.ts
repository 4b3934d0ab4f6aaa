import type { Page as PlaywrightPage } from 'playwright-core';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { askBackground } from '../../e2e/support/background-messages';
import { firefoxTestBuild } from './test-build';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Prefs for a test profile: no network beyond 127.0.0.1 (a dead proxy for everything else). */
const PREFS = {
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.no_proxies_on': '127.0.0.1,localhost',
  'network.proxy.allow_hijacking_localhost': false,
  'browser.shell.checkDefaultBrowser': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
  'app.update.enabled': false,
  'extensions.update.enabled': false,
};

/** An error logged by the add-on: `url` is the page's path, or `background`. */
export interface AddonError {
  url: string;
  kind: string;
  text: string;
}

export interface LaunchedFirefox {
  browser: Browser;
  /** An open page of the add-on (its options page at first); any of its pages can be reached from it. */
  extension: Page;
  /** The add-on's origin, moz-extension://<uuid>. */
  origin: string;
  /**
   * Errors (console.error, uncaught, unhandled rejections) the add-on's pages and background page logged since the last
   * call.
   */
  errors(): Promise<AddonError[]>;
  /** Sends one protocol message to the background, as the add-on's pages do. */
  ask<T = unknown>(
    type: string,
    data: unknown,
  ): Promise<{ ok: boolean; value?: T; error?: { kind: string; message: string } }>;
  /** Opens another of the add-on's pages in a new tab (navigated from its own side) and returns it. */
  openPage(file: string): Promise<Page>;
  /** Reloads the add-on (as an update does) and waits for the page its background opens again. */
  reload(): Promise<void>;
  close(): Promise<void>;
}

async function locationOf(page: Page): Promise<string> {
  return page.evaluate(() => location.href).catch(() => '');
}

/** Launches Firefox ESR headless over WebDriver BiDi with a test copy of the add-on installed. */
export async function launchFirefox(
  options: {
    /** Permissions the test copy holds from install besides every site and tabs. */
    extraPermissions?: readonly string[];
    /** Firefox's environment (HOME decides where it looks for native-messaging hosts). */
    env?: Record<string, string | undefined>;
    /** Another Firefox to run (a private install with its own policies, firefox-policies.ts). */
    executablePath?: string;
  } = {},
): Promise<LaunchedFirefox> {
  const build = await firefoxTestBuild(undefined, options.extraPermissions);
  const firefox = await puppeteer.launch({
    browser: 'firefox',
    executablePath: options.executablePath ?? FIREFOX_PATH,
    headless: true,
    ...(options.env ? { env: options.env } : {}),
    extraPrefsFirefox: PREFS,
    timeout: 90_000,
  });
  try {
    await firefox.installExtension(build.dir);
    const findPage = async (file: string, timeoutMs = 30_000, except?: Page): Promise<Page> => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        for (const page of await firefox.pages()) {
          if (page === except || page.isClosed()) continue;
          const url = await locationOf(page);
          if (!url.startsWith('moz-extension:')) continue;
          // A file may carry a query (popup.html?tabId=): it is part of what names the page.
          const { pathname, search } = new URL(url);
          if (pathname + search === `/${file}`) return page;
        }
        if (Date.now() > until) throw new Error(`no page of the add-on shows ${file}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const extension = await findPage('options.html');
    const origin = new URL(await locationOf(extension)).origin;
    const state = { extension };
    const launched: LaunchedFirefox = {
      browser: firefox,
      get extension() {
        return state.extension;
      },
      origin,
      errors: () =>
        state.extension.evaluate(() => browser.runtime.sendMessage({ __e2e: 'errors' })) as Promise<AddonError[]>,
      // The Chromium suite's wire format and reply check (one argument, as Playwright's evaluate).
      ask: async <T>(type: string, data: unknown) =>
        (await askBackground(state.extension as unknown as PlaywrightPage, type, data)) as {
          ok: boolean;
          value?: T;
          error?: { kind: string; message: string };
        },
      openPage: async (file) => {
        await state.extension.evaluate(
          (f: string) => void browser.tabs.create({ url: browser.runtime.getURL(f) }),
          file,
        );
        return findPage(file);
      },
      reload: async () => {
        const old = state.extension;
        // The page goes with the add-on, so the call may never answer.
        await old.evaluate(() => browser.runtime.reload()).catch(() => undefined);
        state.extension = await findPage('options.html', 60_000, old);
      },
      close: async () => {
        await firefox.close();
        await build.remove();
      },
    };
    return launched;
  } catch (error) {
    await firefox.close();
    await build.remove();
    throw error;
  }
}

/** The WebExtension API as the add-on's own pages see it (inside page.evaluate). */
declare const browser: {
  runtime: { sendMessage(message: unknown): Promise<unknown>; getURL(path: string): string; reload(): void };
  tabs: { create(options: { url: string }): Promise<unknown> };
};
