import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './extension-dir';

export interface ScreenshotOptions {
  /** Only this element (e.g. `#app`), not the viewport. */
  selector?: string;
  fullPage?: boolean;
}

/**
 * Saves a PNG of `page` to `file` (relative paths are from the repo root, e.g.
 * docs/screenshots/popup.png), creating folders. Animations are frozen so images are stable.
 */
export async function saveScreenshot(page: Page, file: string, opts: ScreenshotOptions = {}): Promise<string> {
  const target = path.resolve(REPO_ROOT, file);
  await mkdir(path.dirname(target), { recursive: true });
  const shot = { path: target, animations: 'disabled', caret: 'hide' } as const;
  if (opts.selector) await page.locator(opts.selector).screenshot(shot);
  else await page.screenshot({ ...shot, fullPage: opts.fullPage ?? false });
  return target;
}
