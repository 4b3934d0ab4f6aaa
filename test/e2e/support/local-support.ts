import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { askBackground, waitForJobEnd, type StoredJob } from './background-messages';
import { resolveExtensionDir } from './extension-dir';
import { launchExtension, type LaunchedExtension } from './launch-extension';

// Shared by the local-engine e2e files (local-*.e2e.ts).

/**
 * A copy of the build granted every site (what the popup's activeTab grants on the tab in real
 * use; captureVisibleTab needs it) and, unless told not to, the debugger: headless Chromium
 * cannot answer permission prompts (see buildGranting127).
 */
export async function buildForLocal({ debuggerGranted = true } = {}): Promise<{
  dir: string;
  remove(): Promise<void>;
}> {
  const root = await mkdtemp(path.join(tmpdir(), 'wde-local-'));
  const dir = path.join(root, 'ext');
  await cp(resolveExtensionDir(), dir, { recursive: true });
  const file = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as { host_permissions: string[]; permissions: string[] };
  manifest.host_permissions.push('<all_urls>');
  if (debuggerGranted) manifest.permissions.push('debugger');
  await writeFile(file, JSON.stringify(manifest));
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}

export type Route =
  string | ((req: IncomingMessage) => { body: string | Uint8Array; status?: number; headers?: Record<string, string> });

/**
 * A small dynamic site on 127.0.0.1: path -> html, or a function of the request. `pages` can change between scrapes.
 */
export async function startSite(routes: Record<string, Route>) {
  const pages = new Map(Object.entries(routes));
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const route = pages.get(new URL(req.url ?? '/', 'http://x').pathname);
    const answer =
      typeof route === 'function'
        ? route(req)
        : route === undefined
          ? { body: '<title>Not found</title><h1>Not found</h1>', status: 404 }
          : { body: route };
    res.writeHead(answer.status ?? 200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...answer.headers,
    });
    res.end(answer.body);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (p: string) => origin + p,
    pages,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}

type Site = Awaited<ReturnType<typeof startSite>>;

/** A local-engine file's browser: its site, the extension, and a page of it that sends the messages. */
export interface LocalBrowser {
  site: Site;
  ext: LaunchedExtension;
  /** The options page, from which the tests message the background as the extension's pages do. */
  control: Page;
  /** Closes the browser and the site and removes the build copy. */
  close(): Promise<void>;
}

/**
 * The start of each local-engine file: a site on 127.0.0.1 with `routes`, a copy of the build
 * (`buildForLocal()` unless `makeBuild` says otherwise), Chromium with it, and its options page.
 */
export async function launchLocal(
  routes: Record<string, Route>,
  makeBuild: () => Promise<{ dir: string; remove(): Promise<void> }> = () => buildForLocal(),
): Promise<LocalBrowser> {
  const site = await startSite(routes);
  let build: Awaited<ReturnType<typeof makeBuild>> | undefined;
  let ext: LaunchedExtension | undefined;
  const close = async () => {
    await ext?.close();
    await site.close();
    await build?.remove();
  };
  try {
    build = await makeBuild();
    ext = await launchExtension({ extensionDir: build.dir });
    return { site, ext, control: await ext.page('options.html'), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Opens `url` in a new tab, in front, and returns the page and its tab id. */
export async function openTab(ext: LaunchedExtension, url: string): Promise<{ web: Page; tabId: number }> {
  const web = await ext.context.newPage();
  await web.goto(url);
  await web.bringToFront();
  // The newest tab showing the URL: an earlier test's tab may still show it too.
  const ids = await ext.serviceWorker.evaluate(
    async (u) => (await chrome.tabs.query({ url: u })).map((t) => t.id ?? 0),
    web.url(),
  );
  return { web, tabId: Math.max(...ids) };
}

declare const chrome: { tabs: { query(q: { url: string }): Promise<{ id?: number }[]> } };

/** Starts a local scrape of the tab through the background and waits for its end. */
export async function scrapeTab(
  control: Page,
  tabId: number,
  request: Record<string, unknown>,
  timeoutMs = 30_000,
): Promise<StoredJob & { request?: unknown }> {
  const reply = await askBackground(control, 'startScrape', { engine: 'local', request, tabId });
  if (!reply.ok) throw new Error(`startScrape refused: ${reply.error?.message}`);
  return waitForJobEnd(control, (reply.value as { jobId: string }).jobId, timeoutMs);
}

/** Width and height of a PNG data: URL, from its IHDR chunk. */
export function pngSize(dataUrl: string): { width: number; height: number } {
  const bytes = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const result = (job: StoredJob) => (job.result ?? {}) as Record<string, any>;
