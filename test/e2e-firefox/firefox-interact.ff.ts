import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Firecrawl from '@mendable/firecrawl-js';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../e2e/support/extension-dir';
import { freePort } from '../e2e/support/bridge-support';
import { ALL_ROWS, APP_PASSWORD, APP_USER, startInteractApp, type InteractApp } from '../e2e/support/interact-app';
import { launchFirefox, type LaunchedFirefox } from './support/launch-firefox';
import { expectNoAddonErrorsAfterEach } from './support/addon-errors';
import { click, fill, waitUntil } from './support/page-input';

// Interact in the user's own tab in Firefox ESR (issue 61): the same agent-browser commands as in
// Chromium, computed from the DOM and done with DOM events by the interact script (Firefox has no
// debugger API), through the bridge and the provider's JS SDK; node code refused at once.

type AddonStorage = { browser: { storage: { local: { set(items: object): Promise<void> } } } };

let ff: LaunchedFirefox;
let app: InteractApp;
let home: string;
let sdk: Firecrawl;
let panel: Page;

beforeAll(async () => {
  app = await startInteractApp();
  home = await mkdtemp(path.join(tmpdir(), 'wde-ff-home-'));
  const env = { ...process.env, HOME: home };
  await promisify(execFile)(
    process.execPath,
    [path.join(REPO_ROOT, 'bridge-host/install.mjs'), 'install', '--browser', 'firefox'],
    { env },
  );
  ff = await launchFirefox({ extraPermissions: ['nativeMessaging'], env });
  const options = ff.extension;
  const port = await freePort();
  await fill(options, '#bridge-port', String(port));
  await click(options, '::-p-text(Use this port)');
  await waitUntil(options, () => (document.querySelector('#bridge-port + button') as HTMLButtonElement)?.disabled, '');
  await click(options, '#bridge-enabled');
  const apiUrl = `http://127.0.0.1:${port}`;
  await waitUntil(
    options,
    (url: string) => document.querySelector('#bridge-status')?.textContent?.includes(`Listening at ${url}`),
    apiUrl,
  );
  const token = await options.$eval('#bridge-token', (input) => (input as HTMLInputElement).value);
  // Acting turned on in Options, and the app allowed to read and to act on, as "Always allow" leaves it.
  await click(options, '#bridge-acting');
  const site = new URL(app.origin).host;
  await options.evaluate(
    (allowed: string) =>
      (globalThis as unknown as AddonStorage).browser.storage.local.set({
        bridgeSitePolicies: { [allowed]: 'allow' },
        bridgeActPolicies: { [allowed]: 'allow' },
      }),
    site,
  );
  sdk = new Firecrawl({ apiKey: token, apiUrl });
  panel = await ff.openPage('sidepanel.html');
}, 180_000);

afterAll(async () => {
  await ff?.close();
  await app?.close();
  if (home) await rm(home, { recursive: true, force: true });
});
expectNoAddonErrorsAfterEach(() => ff);

/** A program's local scrape of the app, and its id as History holds it (its metadata.scrapeId where given). */
async function scrapeId(pathname: string): Promise<string> {
  const doc = await sdk.scrape(`${app.origin}${pathname}`, { formats: ['markdown'] });
  const given = (doc.metadata as { scrapeId?: string } | undefined)?.scrapeId;
  if (given) return given;
  const jobs = (await ff.extension.evaluate(
    () =>
      new Promise<{ id: string; url?: string; client?: string; createdAt: number }[]>((resolve, reject) => {
        const open = indexedDB.open('wde-history');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('jobs').objectStore('jobs').getAll();
          all.onsuccess = () => resolve(all.result as never);
          all.onerror = () => reject(all.error);
        };
      }),
  )) as { id: string; url?: string; client?: string; createdAt: number }[];
  return jobs
    .filter((job) => job.url === `${app.origin}${pathname}` && job.client)
    .sort((a, b) => b.createdAt - a.createdAt)[0]!.id;
}

describe('Firefox: interact in the user’s own tab', () => {
  let id: string;

  it('answers a snapshot in agent-browser’s format, computed from the DOM', async () => {
    id = await scrapeId('/login');
    const shown = await sdk.interact(id, { code: 'agent-browser snapshot -i', language: 'bash' });
    expect(shown).toMatchObject({ success: true, exitCode: 0, stderr: '' });
    // No DevTools address in Firefox: it has no debugger to relay.
    expect(shown).not.toHaveProperty('cdpUrl');
    // The session took the tab the scrape read, parked in the pool (else the page was opened
    // again, and stdout's first line says so).
    const lines = String(shown.stdout).split('\n');
    if (/^Note: the scrape's tab had closed/.test(lines[0] ?? '')) lines.shift();
    expect(lines).toEqual([
      '- heading "Sign in" [level=1, ref=e1]',
      '- textbox "User name" [ref=e2]',
      '- textbox "Password" [ref=e3]',
      '- button "Sign in" [ref=e4]',
      '',
    ]);
  }, 120_000);

  it('logs in (the password allowed in the side panel), pages, loads more and returns the rows', async () => {
    const pending = sdk.interact(id, {
      code: [
        'fill @e2 ada',
        `fill @e3 ${APP_PASSWORD}`,
        'click @e4',
        'wait --text "Row 5"',
        'click "a.next" && wait --text "Row 10"',
        'click "#load-more" && wait --text "Row 13"',
        'get text "#rows"',
      ].join('\n'),
      language: 'bash',
      timeout: 90,
    });
    await waitUntil(
      panel,
      () => document.querySelector('.bridge-asks')?.getAttribute('data-ask') === 'password',
      '',
      60_000,
    );
    await click(panel, '::-p-text(Allow this once)');
    const done = await pending;
    expect(done).toMatchObject({ success: true, exitCode: 0, stderr: '' });
    // Page 2's list, rows 6 to 10 and the three "Load more" added.
    expect(String(done.stdout).trimEnd().endsWith(ALL_ROWS.slice(5).join('\n'))).toBe(true);
    expect(app.logins).toEqual([APP_USER]);
  }, 180_000);

  it('refuses node code at once, with a code and a sentence naming what works in Firefox', async () => {
    const refused = await sdk
      .interact(id, { code: 'console.log(await page.title())', language: 'node' })
      .catch((error: { status?: number; code?: string; message: string }) => error);
    expect(refused).toMatchObject({ status: 501, code: 'INTERACT_NODE_UNAVAILABLE' });
    expect((refused as { message: string }).message).toMatch(/Firefox does not have.*language: "bash"/);
  }, 60_000);

  it('stopping the session closes its tab', async () => {
    expect(await sdk.stopInteraction(id)).toMatchObject({ success: true });
    const open = async () => (await ff.browser.pages()).some((page) => page.url().startsWith(app.origin));
    await expect.poll(open, { timeout: 10_000 }).toBe(false);
  }, 60_000);
});
