import type { Page } from 'puppeteer-core';

// Puppeteer's locators and waitForFunction build their checks with Function() inside the page,
// which the add-on's pages refuse (their CSP has no 'unsafe-eval'; Firefox ESR 140 enforces it on
// them). These act through evaluate, which runs the function as it is.

/** Sets a field's value as typing would end, so the page's input handlers see it. */
export async function fill(page: Page, selector: string, value: string): Promise<void> {
  await page.waitForSelector(selector);
  await page.$eval(
    selector,
    (element, text) => {
      const field = element as HTMLInputElement;
      field.focus();
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    },
    value,
  );
}

/** Resolves once `check(arg)` is true in the page, polled; throws after `timeoutMs`. */
export async function waitUntil(
  page: Page,
  check: (arg: string) => unknown,
  arg: string,
  timeoutMs = 30_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await page.evaluate(check, arg))) {
    if (Date.now() > until) throw new Error(`waited ${timeoutMs} ms for ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Clicks the element once it is there and enabled. */
export async function click(page: Page, selector: string): Promise<void> {
  const element = await page.waitForSelector(selector);
  const until = Date.now() + 30_000;
  while (await element!.evaluate((node) => (node as HTMLButtonElement).disabled)) {
    if (Date.now() > until) throw new Error(`${selector} stayed disabled`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await element!.click();
}
