import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFirefox, type LaunchedFirefox } from './support/launch-firefox';
import { expectNoAddonErrorsAfterEach } from './support/addon-errors';

// The add-on's pages in real Firefox ESR: the popup, the options page and the sidebar open and
// draw with no error from their scripts or from the background page.
let ff: LaunchedFirefox;
beforeAll(async () => {
  ff = await launchFirefox();
});
afterAll(async () => {
  await ff?.close();
});
expectNoAddonErrorsAfterEach(() => ff);

describe('Firefox: the add-on pages', () => {
  it.each([
    ['popup.html', 'button'],
    ['options.html', '#api-key'],
    ['sidepanel.html', '[role="tablist"]'],
  ])('%s opens and draws', async (file, selector) => {
    const page = file === 'options.html' ? ff.extension : await ff.openPage(file);
    await page.waitForSelector(selector, { timeout: 30_000 });
    expect(await page.evaluate(() => document.body.innerText.length)).toBeGreaterThan(20);
    if (page !== ff.extension) await page.close();
  });
});
