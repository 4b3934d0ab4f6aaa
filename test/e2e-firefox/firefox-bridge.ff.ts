import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Firecrawl from '@mendable/firecrawl-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_COOKIE_NAME,
  LOGIN_COOKIE_VALUE,
  markerSentence,
  startCrawlSite,
  type CrawlSite,
} from '../server/crawl-site/index';
import { REPO_ROOT } from '../e2e/support/extension-dir';
import { freePort } from '../e2e/support/bridge-support';
import { launchFirefox, type LaunchedFirefox } from './support/launch-firefox';
import { expectNoAddonErrorsAfterEach } from './support/addon-errors';
import { click, fill, waitUntil } from './support/page-input';

// The bridge in real Firefox ESR: the host registered for Firefox as `npm run bridge:install --
// --browser firefox` registers it (in a HOME of the test's own), turned on in Options, and one
// scrape of a logged-in page through the provider's JavaScript SDK.

/** The add-on's storage as its own pages see it (inside page.evaluate). */
type AddonStorage = { browser: { storage: { local: { set(items: object): Promise<void> } } } };

let ff: LaunchedFirefox;
let site: CrawlSite;
let home: string;

beforeAll(async () => {
  site = await startCrawlSite({ crawlDelay: 0 });
  home = await mkdtemp(path.join(tmpdir(), 'wde-ff-home-'));
  const env = { ...process.env, HOME: home };
  await promisify(execFile)(
    process.execPath,
    [path.join(REPO_ROOT, 'bridge-host/install.mjs'), 'install', '--browser', 'firefox'],
    {
      env,
    },
  );
  ff = await launchFirefox({ extraPermissions: ['nativeMessaging'], env });
  const web = await ff.browser.newPage();
  await web.goto(`${site.origin}/login`);
  await web.evaluate(
    (cookie: string) => void (document.cookie = cookie),
    `${LOGIN_COOKIE_NAME}=${LOGIN_COOKIE_VALUE}; path=/`,
  );
  await web.close();
}, 120_000);

afterAll(async () => {
  await ff?.close();
  await site?.close();
  if (home) await rm(home, { recursive: true, force: true });
});
expectNoAddonErrorsAfterEach(() => ff);

describe('Firefox: the bridge', () => {
  it('serves the JS SDK a logged-in page once turned on in Options', async () => {
    const options = ff.extension;
    const port = await freePort();
    await fill(options, '#bridge-port', String(port));
    await click(options, '::-p-text(Use this port)');
    await waitUntil(
      options,
      () => (document.querySelector('#bridge-port + button') as HTMLButtonElement)?.disabled,
      '',
    );
    await click(options, '#bridge-enabled');
    const apiUrl = `http://127.0.0.1:${port}`;
    await waitUntil(
      options,
      (url: string) => document.querySelector('#bridge-status')?.textContent?.includes(`Listening at ${url}`),
      apiUrl,
    );
    const token = await options.$eval('#bridge-token', (input) => (input as HTMLInputElement).value);
    // The site allowed for programs, as "Always allow" in the side panel leaves it: no ask to answer.
    await options.evaluate(
      (allowed: string) =>
        (globalThis as unknown as AddonStorage).browser.storage.local.set({
          bridgeSitePolicies: { [allowed]: 'allow' },
        }),
      new URL(site.origin).host,
    );
    const firecrawl = new Firecrawl({ apiKey: token, apiUrl });
    const doc = await firecrawl.scrape(`${site.origin}/docs/team/on-call`, { formats: ['markdown'] });
    expect(doc.markdown).toContain(markerSentence('/docs/team/on-call'));
    expect(doc.metadata?.statusCode).toBe(200);
  }, 120_000);
});
