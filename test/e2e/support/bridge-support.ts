import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { REPO_ROOT, resolveExtensionDir } from './extension-dir';
import { launchExtension, type LaunchedExtension } from './launch-extension';

const run = promisify(execFile);

/**
 * A copy of the build that holds, from install, what turning the bridge on asks for
 * (`nativeMessaging`) and the fixture sites' origin: headless Chromium cannot answer permission
 * prompts, and with both in the manifest the extension's permissions.request resolves without one.
 */
async function buildForBridge(more: readonly string[] = []): Promise<{ dir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'wde-bridge-'));
  const dir = path.join(root, 'ext');
  await cp(resolveExtensionDir(), dir, { recursive: true });
  const file = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as { host_permissions: string[]; permissions: string[] };
  manifest.host_permissions.push('http://127.0.0.1/*');
  manifest.permissions.push('nativeMessaging', ...more);
  await writeFile(file, JSON.stringify(manifest));
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}

/** A port nothing listens on now (the kernel's pick, released at once). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface BridgeBrowser {
  ext: LaunchedExtension;
  close(): Promise<void>;
}

/**
 * Chromium with the extension and the bridge program registered in its profile, as
 * `npm run bridge:install -- --extension-id <ID>` registers it for a user (README). `permissions`
 * adds optional ones as granted (`debugger` for interact's node and cdpUrl).
 */
export async function launchWithBridge({
  install = true,
  permissions = [],
  preferences,
}: {
  install?: boolean;
  /** More permissions held from install (a search in the browser's engine: search, tabs). */
  permissions?: readonly string[];
  /** The profile's Preferences before launch (its default search engine). */
  preferences?: Record<string, unknown>;
} = {}): Promise<BridgeBrowser> {
  const build = await buildForBridge(permissions);
  const ext = await launchExtension({ extensionDir: build.dir, preferences });
  if (install) await installBridge(ext);
  return {
    ext,
    async close() {
      await ext.close();
      await build.remove();
    },
  };
}

/** Registers the bridge program in the browser's profile, as the README's install command does for a user. */
export async function installBridge(ext: LaunchedExtension): Promise<void> {
  await run(process.execPath, [
    path.join(REPO_ROOT, 'bridge-host/install.mjs'),
    'install',
    '--browser',
    'chromium',
    '--profile-dir',
    ext.userDataDir,
    '--extension-id',
    ext.extensionId,
  ]);
}

export interface BridgeOn {
  /** `http://127.0.0.1:PORT`: a client's API URL. */
  apiUrl: string;
  port: number;
  /** The token Options shows: a client's API key. */
  token: string;
  /** The Options page, left open. */
  options: Page;
}

/** Waits until `read` gives a value `ok` accepts (it runs in beforeAll, where expect.poll may not). */
async function until<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Turns the bridge on in Options as a user does (port first), and reads the token it shows. */
export async function turnBridgeOn(ext: LaunchedExtension, port: number): Promise<BridgeOn> {
  const options = await ext.page('options.html');
  await options.getByLabel('Port', { exact: true }).fill(String(port));
  const usePort = options.getByRole('button', { name: 'Use this port' });
  // Disabled when the port typed is the one saved already (the default, 3012).
  if (await usePort.isEnabled()) await usePort.click();
  await until(() => usePort.isDisabled(), Boolean, 'Port saved');
  await options.getByLabel('Let programs on this computer use this browser (the bridge)').check();
  const apiUrl = `http://127.0.0.1:${port}`;
  const status = () => options.locator('#bridge-status').textContent();
  await until(status, (text) => Boolean(text?.includes(`Listening at ${apiUrl}`)), 'Bridge status');
  await options.getByRole('button', { name: 'Show token' }).click();
  const token = await options.locator('#bridge-token').inputValue();
  if (!/^[\w-]{43}$/.test(token)) throw new Error(`Options shows no token: ${token}`);
  return { apiUrl, port, token, options };
}

/** The extension's storage as its background sees it (inside evaluate). */
declare const chrome: {
  storage: { local: { get(key: string): Promise<Record<string, unknown>>; set(items: object): Promise<void> } };
};

/**
 * Lets programs read these sites without asking in the side panel, as "Always allow" does: tests
 * about something else than consent (the SDK, MCP, safety) are not held up by an ask. The policies
 * are the extension's storage.local `bridgeSitePolicies` (lib/permissions/site-policy-store.ts).
 */
export async function allowSites(ext: LaunchedExtension, origins: readonly string[]): Promise<void> {
  const sites = origins.map((origin) => new URL(origin).host);
  await ext.serviceWorker.evaluate(async (allowed: string[]) => {
    const key = 'bridgeSitePolicies';
    const stored = ((await chrome.storage.local.get(key))[key] ?? {}) as Record<string, string>;
    for (const site of allowed) stored[site] = 'allow';
    await chrome.storage.local.set({ [key]: stored });
  }, sites);
}
