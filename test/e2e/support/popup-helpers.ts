import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { resolveExtensionDir } from './extension-dir';
import type { LaunchedExtension } from './launch-extension';

declare const chrome: {
  tabs: { query(q: { url: string }): Promise<{ id?: number }[]> };
  scripting: {
    executeScript(i: { target: { tabId: number }; func: () => unknown }): Promise<{ result?: unknown }[]>;
  };
};

/**
 * A copy of the build granted http://127.0.0.1 at install. Chromium's host-permission prompt
 * cannot be answered in a headless run (its auto-confirm exists only inside Chromium's own test
 * binaries), and a popup opened as a tab gets no activeTab grant, so without this it could not
 * read the fixture tab's URL. permissions.request for 127.0.0.1 then resolves without a prompt.
 */
export async function buildGranting127(): Promise<{ dir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'wde-granted-'));
  const dir = path.join(root, 'ext');
  await cp(resolveExtensionDir(), dir, { recursive: true });
  const file = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as { host_permissions: string[] };
  manifest.host_permissions.push('http://127.0.0.1/*');
  await writeFile(file, JSON.stringify(manifest));
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}

/** The id of the tab showing `url` (the popup, opened as a page, scrapes `?tabId=`). */
export async function tabIdOf(ext: LaunchedExtension, url: string): Promise<number> {
  const id = await ext.serviceWorker.evaluate(async (u) => (await chrome.tabs.query({ url: u }))[0]?.id, url);
  if (id === undefined) throw new Error(`no tab shows ${url}`);
  return id;
}

/**
 * The parts the page scripts registered in a tab (extract, practised…), asked in the extension's
 * isolated world, where they live; none before any was injected.
 */
export async function pagePartsIn(ext: LaunchedExtension, tabId: number): Promise<string[]> {
  return ext.serviceWorker.evaluate(async (id) => {
    const [frame] = await chrome.scripting.executeScript({
      target: { tabId: id },
      func: () => Object.keys((globalThis as unknown as Record<string, object | undefined>).__webDataExtractor ?? {}),
    });
    return frame?.result as string[];
  }, tabId);
}

/** Opens a fixture page in a tab and the popup for it; passes onboarding with the local engine. */
export async function openPopupFor(ext: LaunchedExtension, url: string): Promise<{ web: Page; popup: Page }> {
  const web = await ext.context.newPage();
  await web.goto(url);
  const popup = await ext.page(`popup.html?tabId=${await tabIdOf(ext, url)}`);
  const local = popup.getByRole('button', { name: 'Continue with the local engine (no key)' });
  const scrape = popup.getByRole('button', { name: 'Scrape this page' });
  await Promise.race([local.waitFor(), scrape.waitFor()]);
  if (await local.isVisible()) await local.click();
  await scrape.waitFor();
  return { web, popup };
}

export { readStore } from './history-access';
