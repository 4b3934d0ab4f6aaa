import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repo root, from this file's place in test/e2e/support/. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The unpacked extension the tests load: `EXTENSION_DIR` if set (e.g. a Firefox or zipped build
 * unpacked elsewhere), else the Chrome build output. Chromium wants an absolute path.
 */
export function resolveExtensionDir(dir = process.env.EXTENSION_DIR): string {
  const resolved = path.resolve(REPO_ROOT, dir ?? '.output/chrome-mv3');
  if (!existsSync(path.join(resolved, 'manifest.json'))) {
    throw new Error(`No built extension at ${resolved} (manifest.json missing): run npm run build first.`);
  }
  return resolved;
}
