import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../e2e/support/extension-dir';

export const FIREFOX_BUILD = process.env.FIREFOX_EXTENSION_DIR ?? path.join(REPO_ROOT, '.output/firefox-mv2');

// What a test can do that no driver can: run the add-on's context-menu handler (no driver can
// open Firefox's menus), read the errors the add-on's pages and background page logged (Firefox
// sends no console entry of a moz-extension:// page over WebDriver BiDi), and open one of the
// add-on's pages (BiDi may not navigate a tab to moz-extension://). Put into a copy of the build,
// never the shipped one: CATCH_ERRORS runs first in every page and in the background page
// (PAGE_REPORTS sends a page's errors to the background), BEFORE before the background script,
// AFTER after it.
const CATCH_ERRORS = `const catchErrors = (record) => {
  addEventListener('error', (e) => record('error', e.message));
  addEventListener('unhandledrejection', (e) => record('unhandledrejection', (e.reason && e.reason.message) || e.reason));
  const original = console.error.bind(console);
  console.error = (...args) => { record('console', args.map(String).join(' ')); original(...args); };
};
`;
const PAGE_REPORTS = `${CATCH_ERRORS}catchErrors((kind, text) => browser.runtime.sendMessage({ __e2e: 'page-error', kind, text: String(text), url: location.pathname }));
`;
const BEFORE = `${CATCH_ERRORS}(() => {
  const errors = [];
  const record = (kind, text, url = 'background') => errors.push({ url, kind, text: String(text) });
  catchErrors(record);
  const menu = [];
  const clicked = browser.contextMenus.onClicked;
  const add = clicked.addListener.bind(clicked);
  clicked.addListener = (listener) => { menu.push(listener); add(listener); };
  browser.runtime.onMessage.addListener((message) => {
    if (!message || typeof message !== 'object' || !('__e2e' in message)) return undefined;
    if (message.__e2e === 'page-error') return void record(message.kind, message.text, message.url);
    if (message.__e2e === 'errors') return Promise.resolve(errors.splice(0));
    if (message.__e2e === 'menu') { for (const listener of menu) listener(message.info, message.tab); return Promise.resolve(menu.length); }
    return undefined;
  });
})();
`;
const AFTER = `\n;browser.tabs.create({ url: browser.runtime.getURL('options.html') });\n`;

/**
 * A copy of the Firefox build for the tests: every site granted in its manifest (as the
 * Chromium suite does: headless Firefox cannot answer a permission prompt) and the wiring above.
 */
export async function firefoxTestBuild(
  source = FIREFOX_BUILD,
  /** More permissions granted from install (e.g. nativeMessaging, which the bridge asks for). */
  extraPermissions: readonly string[] = [],
): Promise<{ dir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'wde-firefox-'));
  const dir = path.join(root, 'ext');
  await cp(source, dir, { recursive: true });
  const manifestFile = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as {
    manifest_version: number;
    permissions?: string[];
    host_permissions?: string[];
    background?: { scripts?: string[] };
  };
  manifest.permissions = [...(manifest.permissions ?? []), 'tabs', ...extraPermissions];
  if (manifest.manifest_version >= 3) manifest.host_permissions = [...(manifest.host_permissions ?? []), '<all_urls>'];
  else manifest.permissions.push('<all_urls>');
  await writeFile(manifestFile, JSON.stringify(manifest));
  const script = path.join(dir, manifest.background?.scripts?.[0] ?? 'background.js');
  await writeFile(script, BEFORE + (await readFile(script, 'utf8')) + AFTER);
  await writeFile(path.join(dir, 'e2e-errors.js'), PAGE_REPORTS);
  for (const page of (await readdir(dir)).filter((name) => name.endsWith('.html'))) {
    const html = await readFile(path.join(dir, page), 'utf8');
    // First in the page: a classic script runs before the deferred module scripts.
    await writeFile(
      path.join(dir, page),
      html.replace(/<meta charset="utf-8">/i, '$&<script src="/e2e-errors.js"></script>'),
    );
  }
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}
