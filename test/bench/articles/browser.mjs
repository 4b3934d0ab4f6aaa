// Loading benchmark pages the way users meet them (headless Chromium, page scripts on, served
// over https as UTF-8, every other request blocked, navigations away answered 204 so the page
// stays) and timing each pipeline inside the page, from DOM ready to the markdown string.
import { chromium } from 'playwright-core';

export async function launchBenchBrowser() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const context = await browser.newContext({ bypassCSP: true, ignoreHTTPSErrors: true, javaScriptEnabled: true });
  return { browser, context };
}

/** How long one page may take (load, injection and every run of every pipeline) before it counts as failed. */
export const PAGE_BUDGET_MS = Number(process.env.PAGE_BUDGET_MS ?? 60_000);

/**
 * Opens `html` as `url` in a new page, runs each pipeline `runs` times (order rotated) and
 * returns per pipeline global { md, times, error }. A page over PAGE_BUDGET_MS (one that reloads
 * itself for ever, say) is closed and recorded as failed for every pipeline, and the run goes on.
 */
export async function measurePage(context, { url, html, scripts, globals, truthUrl, runs }) {
  const page = await context.newPage();
  const failed = (message) =>
    Object.fromEntries(globals.map((g) => [g, { md: '', times: [], error: `page: ${message}` }]));
  let timer;
  const overBudget = new Promise((resolve) => {
    timer = setTimeout(() => resolve(failed(`over ${PAGE_BUDGET_MS / 1000} s`)), PAGE_BUDGET_MS);
  });
  const measure = async () => {
    let served = false;
    await page.route('**/*', (route) => {
      const req = route.request();
      // The page itself, once: a reload or a navigation away is answered 204, so the page stays.
      if (req.url() === url && !served) {
        served = true;
        return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
      }
      return req.isNavigationRequest() && req.frame() === page.mainFrame()
        ? route.fulfill({ status: 204 })
        : route.abort('blockedbyclient');
    });
    // Pages whose load never fires are measured as they stand.
    await page.goto(url, { waitUntil: 'load', timeout: 20_000 }).catch(() => undefined);
    for (const script of scripts) await page.addScriptTag({ content: script });
    return await page.evaluate(measureInPage, { names: globals, url: truthUrl, runs });
  };
  try {
    return await Promise.race([measure(), overBudget]);
  } catch (error) {
    return failed(String(error?.message ?? error).split('\n')[0]);
  } finally {
    clearTimeout(timer);
    await page.close().catch(() => undefined);
  }
}

/** Runs inside the page: each pipeline `runs` times, order rotated, timing DOM ready to markdown. */
function measureInPage({ names, url, runs }) {
  const out = {};
  for (const name of names) out[name] = { md: '', times: [], error: null };
  for (let r = 0; r < runs; r++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(k + r) % names.length];
      try {
        const t0 = performance.now();
        const md = window[name](document, url);
        const elapsed = performance.now() - t0;
        out[name].times.push(elapsed);
        if (r === 0) out[name].md = typeof md === 'string' ? md : '';
      } catch (error) {
        out[name].error = String(error && error.stack ? error.stack.split('\n').slice(0, 2).join(' ') : error);
      }
    }
  }
  return out;
}
