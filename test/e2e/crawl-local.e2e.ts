import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  startCrawlSite,
  LOGIN_COOKIE_NAME,
  LOGIN_COOKIE_VALUE,
  markerSentence,
  type CrawlSite,
} from '../server/crawl-site/index';
import {
  comparablePath,
  EXPECTED_MAP,
  EXPECTED_MAP_DEEPER,
  EXPECTED_PAGES,
  EXPECTED_PDF,
  NOT_FOUND,
  REDIRECT_LOOP,
  ROBOTS_BLOCKED,
  SITE_SUMMARY,
  SITE_TITLE,
  EXPECTED_TITLES,
} from '../server/crawl-site/expected';
import { askBackground, storeSettings } from './support/background-messages';
import { download, readBatch, unzipped, waitForBatchEnd } from './support/batch-support';
import { e2eCrawl, pathsIn, readCrawlItems, startCrawl } from './support/crawl-support';
import { expectNoErrorsAfterEach } from './support/console-errors';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { buildForLocal } from './support/local-support';
import { restartServiceWorker } from './support/restart-service-worker';
import { readStore } from './support/history-access';

// A whole site crawled in the user's browser (test/server/crawl-site/: 61 pages, robots.txt with a
// Disallow and a crawl-delay, a sitemap index with a gzipped sitemap, script-drawn links, query
// duplicates, a redirect chain and a loop, a PDF, a section behind a login cookie): include and
// exclude patterns, depth 2, limit 50 read exactly the pages the fixture lists, each once, robots
// obeyed and its crawl-delay kept; the same crawl with the worker stopped midway; the local map.
const CRAWL_DELAY_S = 0.5;
let ext: LaunchedExtension;
let build: Awaited<ReturnType<typeof buildForLocal>>;
let site: CrawlSite;
let control: Page;

beforeAll(async () => {
  site = await startCrawlSite({ crawlDelay: CRAWL_DELAY_S });
  build = await buildForLocal({ debuggerGranted: false });
  ext = await launchExtension({ extensionDir: build.dir });
  // Signed in to the site in this browser, as the user would be.
  await ext.context.addCookies([{ name: LOGIN_COOKIE_NAME, value: LOGIN_COOKIE_VALUE, url: site.origin }]);
  control = await ext.page('options.html');
  await storeSettings(control, { engine: 'local', onboarded: true, batchConcurrency: 3 });
});
afterAll(async () => {
  await ext?.close();
  await build?.remove();
  await site?.close();
});
expectNoErrorsAfterEach(() => ext?.consoleErrors);

const expectedPages = [...EXPECTED_PAGES].map(comparablePath).sort();

/** Page requests the crawl made (not redirect hops, robots.txt, sitemaps or assets), in order. */
const pageHits = () => site.hits.filter((h) => (h.kind === 'page' || h.kind === 'document') && !h.followsRedirect);

describe('local crawl', () => {
  it('reads exactly the pages in scope, each once, robots obeyed, with its reasons for the rest', async () => {
    site.reset();
    const id = await startCrawl(control, e2eCrawl(site.origin));
    const crawl = await waitForBatchEnd(control, id, 240_000);
    expect(crawl.status).toBe('done');
    const items = await readCrawlItems(control, id);
    const done = pathsIn(items, 'done');
    expect(done).toEqual(expectedPages);
    expect(new Set(done).size).toBe(done.length);

    // robots.txt: the disallowed pages are named, and never requested.
    const robots = items.filter((i) => i.status === 'skipped' && /robots\.txt/.test(i.error?.message ?? ''));
    expect(robots.map((i) => comparablePath(i.url)).sort()).toEqual([...ROBOTS_BLOCKED].map(comparablePath).sort());
    for (const path of ROBOTS_BLOCKED)
      expect(site.hits.some((h) => comparablePath(h.path) === comparablePath(path))).toBe(false);

    // The loop is stopped and named; the missing page says its status.
    const failed = items.filter((i) => i.status === 'failed');
    const loop = failed.find((i) => comparablePath(i.url) === REDIRECT_LOOP[0]);
    expect(loop?.error?.message).toMatch(/^Redirect loop: .*\/loop\/a → .*\/loop\/b → .*\/loop\/a/);
    const missing = failed.find((i) => comparablePath(i.url) === NOT_FOUND[0]);
    expect(missing?.error?.message).toMatch(/404/);
    expect(failed).toHaveLength(2);

    // The PDF went through the local parser.
    const pdf = items.find((i) => comparablePath(i.url) === comparablePath(EXPECTED_PDF.path));
    const results = (await readStore(control, 'results')) as Record<string, unknown>[];
    expect(JSON.stringify(results)).toContain(EXPECTED_PDF.marker);
    expect(pdf?.status).toBe('done');

    // Script-drawn links and the login section were read as the user sees them.
    expect(JSON.stringify(results)).toContain(markerSentence('/docs/widgets/timeline'));
    expect(JSON.stringify(results)).toContain(markerSentence('/docs/team/rituals'));

    // Politeness: one page at a time on the site (each asked for once the one before was answered),
    // its crawl-delay apart. The crawler spaces its starts by the delay; each reaches the site
    // later by its tab's navigation, which varies with the machine's load (a loaded machine showed
    // 348 ms between two arrivals of starts 500 ms apart). So: the delay on average over the
    // crawl, as arrivals sum the starts' gaps, and no gap under half of it.
    const hits = pageHits();
    for (let k = 1; k < hits.length; k++) expect(hits[k]!.at).toBeGreaterThanOrEqual(hits[k - 1]!.answeredAt!);
    const gaps = hits.slice(1).map((hit, k) => hit.at - hits[k]!.at);
    const meanGap = (hits.at(-1)!.at - hits[0]!.at) / gaps.length;
    expect(meanGap).toBeGreaterThanOrEqual(CRAWL_DELAY_S * 1000 - 50);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual((CRAWL_DELAY_S * 1000) / 2);
  });

  it('from the side panel: the crawl form starts it, the ZIP, llms.txt and llms-full.txt hold its pages', async () => {
    const panel = await ext.page('sidepanel.html#/crawl');
    try {
      const form = panel.locator('.crawl-page [role="tabpanel"]:not([hidden])');
      await panel.getByRole('radio', { name: 'This browser' }).check();
      const crawl = e2eCrawl(site.origin);
      await form.getByLabel('Start address').fill(crawl.url);
      await form.getByLabel('Include paths (includePaths)').fill(crawl.includePaths.join('\n'));
      await form.getByLabel('Exclude paths (excludePaths)').fill(crawl.excludePaths.join('\n'));
      await form.getByLabel('Link depth (maxDiscoveryDepth)').fill(String(crawl.maxDiscoveryDepth));
      await form.getByLabel('Page limit (limit)').fill(String(crawl.limit));
      await form.locator('.crawl-more > summary').click();
      await form.getByLabel('Whole domain (crawlEntireDomain)').check();
      await form.getByRole('button', { name: 'Crawl in this browser' }).click();
      await panel.locator('.batch-view[data-status="done"]').waitFor({ timeout: 240_000 });
      expect(await panel.locator('.crawl-counts').textContent()).toMatch(/^42 read · 2 failed · \d+ skipped/);

      const zip = unzipped(
        (await download(panel, () => panel.getByRole('button', { name: 'Download ZIP' }).click())).bytes,
      );
      const pages = [...zip.keys()].filter((name) => name.endsWith('.md'));
      expect(pages).toHaveLength(EXPECTED_PAGES.length);
      const lines = zip.text('results.jsonl').trim().split('\n');
      expect(lines.length).toBeGreaterThanOrEqual(EXPECTED_PAGES.length);
      expect([...zip.values()].map((bytes) => new TextDecoder().decode(bytes)).join('\n')).toContain(
        markerSentence('/docs/team/onboarding'),
      );

      const llms = await download(panel, () => panel.getByRole('button', { name: 'llms.txt', exact: true }).click());
      const text = new TextDecoder().decode(llms.bytes);
      expect(llms.name).toBe('llms.txt');
      expect(text.startsWith(`# ${SITE_TITLE}\n\n> ${SITE_SUMMARY}\n`)).toBe(true);
      expect(text).toMatch(/^## .+$/m);
      const linked = [...text.matchAll(/^- \[([^\]]+)\]\((\S+?)\)/gm)];
      expect(linked.map((m) => comparablePath(m[2]!)).sort()).toEqual(expectedPages);
      for (const [title, url] of linked.map((m) => [m[1], comparablePath(m[2]!)]))
        expect(title).toBe(EXPECTED_TITLES[EXPECTED_PAGES.find((p) => comparablePath(p) === url)!]);

      const full = await download(panel, () =>
        panel.getByRole('button', { name: 'llms-full.txt', exact: true }).click(),
      );
      expect(full.name).toBe('llms-full.txt');
      const fullText = new TextDecoder().decode(full.bytes);
      for (const path of ['/docs/widgets/timeline', '/docs/team/rituals', '/docs/legacy/v2-migration'])
        expect(fullText).toContain(markerSentence(path));
      expect(fullText).toContain(EXPECTED_PDF.marker);

      // Retry failed reads the two failed pages again, in the same crawl, and nothing else.
      const asked = () => site.hits.filter((h) => comparablePath(h.path) === NOT_FOUND[0]).length;
      const before = asked();
      await panel.getByRole('button', { name: 'Retry failed (2)' }).click();
      await expect.poll(asked, { timeout: 30_000 }).toBe(before + 1);
      await panel.locator('.batch-view[data-status="done"]').waitFor({ timeout: 60_000 });
      await expect.poll(() => panel.locator('.crawl-counts').textContent()).toMatch(/^42 read · 2 failed · /);
    } finally {
      await panel.close();
    }
  });

  it('a worker stopped midway resumes the crawl: each page read once', async () => {
    site.reset();
    const id = await startCrawl(control, e2eCrawl(site.origin));
    await expect
      .poll(async () => (await readBatch(control, id))?.done ?? 0, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(8);
    await restartServiceWorker(ext);
    const crawl = await waitForBatchEnd(control, id, 240_000);
    expect(crawl.status).toBe('done');
    const done = pathsIn(await readCrawlItems(control, id), 'done');
    expect(done).toEqual(expectedPages);
    expect(new Set(done).size).toBe(done.length);
    // No pool tab left behind: the stopped worker's closed by the next one, the pool's own once
    // parked for PARK_MS (15 s, lib/browser/tab-pool.ts).
    await expect
      .poll(
        () =>
          ext.serviceWorker.evaluate(
            async (origin) => (await chrome.tabs.query({})).filter((t) => t.url?.startsWith(origin)).length,
            site.origin,
          ),
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(0);
  });

  it('maps the site from its sitemaps and the start page, one level deeper when asked', async () => {
    const map = async (deeper: boolean) => {
      const reply = await askBackground(control, 'mapSite', {
        engine: 'local',
        map: { url: `${site.origin}/docs/`, sitemap: 'include', ignoreQueryParameters: false, deeper },
      });
      expect(reply.error).toBeUndefined();
      return (reply.value as { links: { url: string }[] }).links.map((l) => comparablePath(l.url)).sort();
    };
    expect(await map(false)).toEqual([...new Set(EXPECTED_MAP.map(comparablePath))].sort());
    expect(await map(true)).toEqual([...new Set(EXPECTED_MAP_DEEPER.map(comparablePath))].sort());
  });

  it('refuses bad options next to their field', async () => {
    const reply = await askBackground(control, 'startCrawl', {
      engine: 'local',
      crawl: { url: `${site.origin}/docs/`, includePaths: ['('] },
      options: {},
    });
    expect(reply.ok).toBe(false);
    expect((reply.error as { details?: { field: string }[] }).details?.[0]?.field).toMatch(/includePaths/);
  });
});

declare const chrome: { tabs: { query(q: object): Promise<{ url?: string }[]> } };
