// Loading benchmark pages the way users meet them (headless Chromium, page scripts on, served
// at their own address as UTF-8, every other request blocked, navigations away answered 204 so
// the page stays) and timing each pipeline inside the page, from DOM ready to the markdown string.
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
      // gc() in the page: each first run starts on a collected heap, not paying for the garbage of
      // the pipeline before it.
      '--js-flags=--expose-gc',
    ],
  });
  const context = await browser.newContext({ bypassCSP: true, ignoreHTTPSErrors: true, javaScriptEnabled: true });
  return { browser, context };
}

/**
 * Loads `html` at `url` in `page`, served once: a reload or a navigation away is answered 204, so
 * the page stays; every other request is blocked. A page whose load never fires is taken as it stands.
 */
async function loadOnce(page, url, html) {
  let served = false;
  await page.route('**/*', (route) => {
    const req = route.request();
    if (req.url().split('#')[0] === url && !served) {
      served = true;
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    }
    return req.isNavigationRequest() && req.frame() === page.mainFrame()
      ? route.fulfill({ status: 204 })
      : route.abort('blockedbyclient');
  });
  await page.goto(url, { waitUntil: 'load', timeout: 20_000 }).catch(() => undefined);
}

/**
 * A new page of `context` showing `html` at `url` (served once), its layout settled: a layout
 * read and two animation frames, so what is timed next pays for none of the page's first layout.
 */
export async function openSettled(context, url, html) {
  const page = await context.newPage();
  await loadOnce(page, url, html);
  await page
    .evaluate(async () => {
      void document.documentElement?.getBoundingClientRect();
      for (let i = 0; i < 2; i++) await new Promise((done) => (requestAnimationFrame(done), setTimeout(done, 100)));
    })
    .catch(() => undefined);
  return page;
}

/** How long one page may take (load, injection and every run of every pipeline) before it counts as failed. */
export const PAGE_BUDGET_MS = Number(process.env.PAGE_BUDGET_MS ?? 60_000);

/**
 * Opens `html` as `url` in a new page and measures each pipeline there: its first run, timed the
 * way a user's scrape meets it (freshly injected code on a page whose layout and style have
 * settled), then `runs - 1` warm runs. `first` picks the order of the first runs among every
 * order of the pipelines, so over a corpus each goes first, and each follows each, equally often.
 * Returns per pipeline global { md, first, times, error }, `md` from the first run. A page over
 * PAGE_BUDGET_MS (one that reloads itself for ever, say) is closed and recorded as failed for
 * every pipeline, and the run goes on.
 */
export async function measurePage(context, { url, html, scripts, globals, truthUrl, runs, first = 0 }) {
  const page = await context.newPage();
  const failed = (message) =>
    Object.fromEntries(globals.map((g) => [g, { md: '', first: NaN, times: [], error: `page: ${message}` }]));
  let timer;
  const overBudget = new Promise((resolve) => {
    timer = setTimeout(() => resolve(failed(`over ${PAGE_BUDGET_MS / 1000} s`)), PAGE_BUDGET_MS);
  });
  const measure = async () => {
    await loadOnce(page, url, html);
    // A comment naming the page makes each bundle new source to V8, so no first run reuses code
    // compiled on an earlier page: every first run pays its compile, as a user's scrape does.
    const sources = scripts.map((script) => `${script}\n//# ${url}`);
    return await page.evaluate(measureInPage, { names: globals, sources, url: truthUrl, runs, first });
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

/**
 * Runs inside the page. Each pipeline's first run is its bundle's injection (parse, compile, top
 * level) and its first call, as a user's scrape is, after layout and style have settled (a layout
 * read, two animation frames and an idle period), so none pays for the page's first layout and
 * none gets it free, and after a garbage collection, so none pays for another's garbage; in the
 * `first`-th of every order of the pipelines. Then `runs - 1` warm rounds, order rotated.
 */
async function measureInPage({ names, sources, url, runs, first }) {
  const frame = () => new Promise((done) => (requestAnimationFrame(() => done()), setTimeout(done, 100)));
  const idle = () =>
    new Promise((done) => (window.requestIdleCallback ? requestIdleCallback(() => done(), { timeout: 100 }) : done()));
  const settle = async () => {
    if (typeof window.gc === 'function') window.gc();
    void document.documentElement?.getBoundingClientRect();
    await frame();
    await frame();
    await idle();
  };
  const out = {};
  for (const name of names) out[name] = { md: '', first: NaN, times: [], error: null };
  // Into <head> or the root: a page may have no body (a frameset) or no head.
  const inject = (source) => {
    const script = document.createElement('script');
    script.textContent = source;
    (document.head ?? document.documentElement ?? document).appendChild(script);
    script.remove();
  };
  const run = (name, round) => {
    try {
      const t0 = performance.now();
      if (round === 0) inject(sources[names.indexOf(name)]);
      const md = window[name](document, url);
      const elapsed = performance.now() - t0;
      if (round === 0) {
        out[name].first = elapsed;
        out[name].md = typeof md === 'string' ? md : '';
      } else out[name].times.push(elapsed);
    } catch (error) {
      out[name].error = String(error && error.stack ? error.stack.split('\n').slice(0, 2).join(' ') : error);
    }
  };
  const orders = (rest) =>
    rest.length <= 1 ? [rest] : rest.flatMap((x, i) => orders(rest.filter((_, j) => j !== i)).map((o) => [x, ...o]));
  const all = orders(names);
  for (const name of all[first % all.length]) {
    await settle();
    run(name, 0);
  }
  for (let r = 1; r < runs; r++) {
    for (let k = 0; k < names.length; k++) run(names[(k + r + first) % names.length], r);
  }
  return out;
}
