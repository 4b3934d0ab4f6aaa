import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/extension-dir';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { expectNoErrorsAfterEach } from './support/console-errors';

// The Chrome package as the store receives it (`npm run zip`, which npm test runs before this
// suite): unzipped into a fresh folder, it loads unpacked, its worker starts and its pages draw.
const pkg = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};
const ZIP = path.join(REPO_ROOT, '.output', `${pkg.name}-${pkg.version}-chrome.zip`);

declare const chrome: { runtime: { getManifest(): { version: string; manifest_version: number } } };

describe('the Chrome store package', () => {
  let root: string;
  let ext: LaunchedExtension;
  beforeAll(async () => {
    const bytes = await readFile(ZIP).catch(() => {
      throw new Error(`${ZIP} is missing: run npm run zip first`);
    });
    root = await mkdtemp(path.join(tmpdir(), 'wde-package-'));
    for (const [name, data] of Object.entries(unzipSync(new Uint8Array(bytes)))) {
      if (name.endsWith('/')) continue; // a folder's own entry
      const file = path.join(root, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    }
    ext = await launchExtension({ extensionDir: root });
  });
  afterAll(async () => {
    await ext?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });
  expectNoErrorsAfterEach(() => ext?.consoleErrors);

  it('loads unpacked from the zip: the manifest at its root, the worker started', async () => {
    await ext.worker.waitUntilReady();
    const manifest = await ext.serviceWorker.evaluate(() => chrome.runtime.getManifest());
    expect(manifest).toMatchObject({ manifest_version: 3, version: pkg.version });
    const popup = await ext.page('popup.html');
    await popup.waitForFunction(() => (document.getElementById('app')?.childElementCount ?? 0) > 0);
    await popup.close();
  });
});
