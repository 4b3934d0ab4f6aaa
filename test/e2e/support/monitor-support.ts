import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { askBackground } from './background-messages';
import { resolveExtensionDir } from './extension-dir';
import type { LaunchedExtension } from './launch-extension';

/**
 * A copy of the build granted what a monitor asks for when it is created: the watched site
 * (http://127.0.0.1) and `notifications`. Headless Chromium cannot answer permission prompts;
 * with both in the manifest, the extension's permissions.request resolves without one.
 */
export async function buildForMonitors(): Promise<{ dir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'wde-monitor-'));
  const dir = path.join(root, 'ext');
  await cp(resolveExtensionDir(), dir, { recursive: true });
  const file = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as { host_permissions: string[]; permissions: string[] };
  manifest.host_permissions.push('http://127.0.0.1/*');
  manifest.permissions.push('notifications');
  await writeFile(file, JSON.stringify(manifest));
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}

declare const chrome: {
  alarms: { getAll(): Promise<{ name: string; periodInMinutes?: number; scheduledTime: number }[]> };
  notifications: { getAll(): Promise<Record<string, boolean>> };
  action: { getBadgeText(details: object): Promise<string> };
};

/** The toolbar badge's text. */
export const badgeText = (ext: LaunchedExtension) => ext.serviceWorker.evaluate(() => chrome.action.getBadgeText({}));

/** The extension's alarms, read in its worker. */
export const alarms = (ext: LaunchedExtension) => ext.serviceWorker.evaluate(() => chrome.alarms.getAll());

/** The ids of the notifications the extension shows now. */
export const notificationIds = (ext: LaunchedExtension) =>
  ext.serviceWorker.evaluate(async () => Object.keys(await chrome.notifications.getAll()));

/** "Check now" through the background; the check as recorded. */
export async function checkNow(
  page: Page,
  monitorId: string,
): Promise<{
  seq: number;
  status: string;
  statusCode?: number;
  summary?: { added: number; removed: number; firstChangedLine?: string };
  error?: { message: string };
}> {
  const reply = await askBackground(page, 'checkMonitorNow', { monitorId });
  if (!reply.ok) throw new Error(`checkMonitorNow refused: ${reply.error?.message}`);
  return reply.value as never;
}

/**
 * What only a test does: moves a local monitor's next check time (as if the browser had been
 * closed past it), writing IndexedDB in the layout of lib/monitor/monitor-store.ts.
 */
export function setNextCheckAt(page: Page, monitorId: string, at: number): Promise<void> {
  return page.evaluate(
    ([id, time]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('wde-history');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('monitors', 'readwrite');
          const store = tx.objectStore('monitors');
          const read = store.get(id);
          read.onsuccess = () => store.put({ ...read.result, nextCheckAt: time }, id);
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
    [monitorId, at] as const,
  );
}

/** A local monitor's checks (trigger and status), oldest first, read from IndexedDB. */
export function storedChecks(
  page: Page,
  monitorId: string,
): Promise<{ seq: number; trigger: string; status: string }[]> {
  return page.evaluate(
    (id) =>
      new Promise<{ seq: number; trigger: string; status: string }[]>((resolve, reject) => {
        const open = indexedDB.open('wde-history');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result
            .transaction('monitorChecks')
            .objectStore('monitorChecks')
            .getAll(IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]));
          all.onsuccess = () => (
            open.result.close(),
            resolve(all.result as { seq: number; trigger: string; status: string }[])
          );
          all.onerror = () => reject(all.error);
        };
      }),
    monitorId,
  );
}
