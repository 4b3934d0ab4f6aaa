import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_PATH, chromiumArgs } from '../../test/e2e/support/launch-extension';
import { parseLocally } from '../../test/e2e/support/local-parse-support';

export interface Job {
  status: string;
  result?: Record<string, unknown>;
  error?: { message: string };
}
export type Scrape = (url: string, options: Record<string, unknown>, how: { offline: boolean }) => Promise<Job>;
/** Parses the file served at `url` as `name` with the local engine. */
export type Parse = (url: string, name: string, options: Record<string, unknown>) => Promise<Job>;

declare const chrome: {
  runtime: { sendMessage(m: unknown): Promise<unknown> };
  tabs: { query(q: object): Promise<{ id?: number }[]> };
};

/**
 * Runs `work` with a headless Chromium holding a copy of the built extension that is granted
 * every site (on the user's own machine, what activeTab grants in the browser) and a scrape
 * function that drives the real local engine through the background, as the popup does.
 */
export async function withExtension(
  buildDir: string,
  work: (scrape: Scrape, parse: Parse) => Promise<void>,
): Promise<void> {
  const root = await mkdtemp(path.join(tmpdir(), 'wde-extract-'));
  const dir = path.join(root, 'ext');
  await cp(buildDir, dir, { recursive: true });
  const manifestFile = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { host_permissions: string[] };
  manifest.host_permissions.push('<all_urls>');
  await writeFile(manifestFile, JSON.stringify(manifest));
  const context = await chromium.launchPersistentContext(path.join(root, 'profile'), {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: chromiumArgs(dir),
    viewport: { width: 1280, height: 800 },
  });
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 30_000 }));
    const control = await context.newPage();
    await control.goto(`chrome-extension://${new URL(worker.url()).host}/options.html`);
    await work(
      (url, options, how) => scrapeOne(context, control, url, options, how.offline),
      (url, name, options) => parseOne(control, url, name, options),
    );
  } finally {
    await context.close();
    await rm(root, { recursive: true, force: true });
  }
}

async function scrapeOne(
  context: BrowserContext,
  control: Page,
  url: string,
  options: Record<string, unknown>,
  offline: boolean,
): Promise<Job> {
  const before = new Set(await tabIds(control));
  const web = await context.newPage();
  try {
    // A local file is read offline, as if from https (a saved page's script that sends http to
    // https would otherwise stop it loading): nothing else loads, and its scripts cannot navigate
    // away (a 204 answer to a navigation leaves the page where it is; an aborted one shows an error page).
    const address = offline ? url.replace(/^http:/, 'https:') : url;
    if (offline) {
      await web.route('**/*', async (route) => {
        const request = route.request();
        if (request.url() === address)
          return route.fulfill({
            response: await route.fetch({ url }),
            headers: { 'content-type': 'text/html; charset=utf-8' },
          });
        return request.isNavigationRequest() && request.frame() === web.mainFrame()
          ? route.fulfill({ status: 204 })
          : route.abort('blockedbyclient');
      });
    }
    // A page that never finishes loading is read as it stands; one that cannot be reached is not read.
    const unreachable = await web.goto(address, { waitUntil: 'load', timeout: 30_000 }).then(
      () => undefined,
      (error: Error) => /net::ERR_[A-Z_]+/.exec(error.message)?.[0],
    );
    if (unreachable)
      return {
        status: 'failed',
        error: { message: `could not be reached (${unreachable}). Check the address and your connection.` },
      };
    await web.bringToFront();
    const tabId = (await tabIds(control)).find((id) => !before.has(id));
    const reply = (await control.evaluate(
      (data) => chrome.runtime.sendMessage({ id: Date.now(), type: 'startScrape', data, timestamp: Date.now() }),
      { engine: 'local', tabId, request: { url: web.url(), ...options } },
    )) as { res?: { ok: boolean; value?: { jobId: string }; error?: { message: string } } };
    if (!reply.res?.ok || !reply.res.value)
      return { status: 'failed', error: reply.res?.error ?? { message: 'no answer from the extension' } };
    return await waitForJob(control, reply.res.value.jobId);
  } finally {
    await web.close();
  }
}

/** As the popup does with a dropped file (see parseLocally); the page fetches it from `url`. */
async function parseOne(control: Page, url: string, name: string, options: Record<string, unknown>): Promise<Job> {
  return (await parseLocally(control, { url }, name, options, 10 * 60_000)).job;
}

const tabIds = (control: Page) => control.evaluate(async () => (await chrome.tabs.query({})).map((t) => t.id ?? -1));

/** Asks the extension for the job until it has ended. */
async function waitForJob(control: Page, jobId: string): Promise<Job> {
  for (;;) {
    const reply = (await control.evaluate(
      (data) => chrome.runtime.sendMessage({ id: Date.now(), type: 'getJob', data, timestamp: Date.now() }),
      { jobId },
    )) as { res?: { ok: boolean; value?: Job | null; error?: { message: string } } };
    if (!reply.res?.ok)
      return { status: 'failed', error: reply.res?.error ?? { message: 'no answer from the extension' } };
    const job = reply.res.value;
    if (job && job.status !== 'running') return job;
    await control.waitForTimeout(50);
  }
}
