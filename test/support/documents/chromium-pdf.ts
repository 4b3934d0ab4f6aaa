import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A PDF the way users meet one: an HTML page printed by Chromium (Skia's PDF writer), which
 * sets each line of a paragraph as one text run, draws table borders as thin filled boxes and
 * puts a link annotation over each link.
 */
export async function printWithChromium(htmlFile: string | URL): Promise<Uint8Array> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent(await readFile(htmlFile, 'utf8'));
    return new Uint8Array(await page.pdf({ format: 'A4' }));
  } finally {
    await browser.close();
  }
}
