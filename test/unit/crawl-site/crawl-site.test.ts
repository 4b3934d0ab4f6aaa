// The crawl fixture site checked by plain requests: every trap is where README.md says, and every
// expected page answers. Nothing here crawls; the expected lists stay hand-written.
import { gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { startCrawlSite, markerSentence } from '../../server/crawl-site/index';
import type { CrawlSite } from '../../server/crawl-site/index';
import { ALL_PAGES } from '../../server/crawl-site/pages/index';
import {
  ALSO_REQUESTED,
  CANONICAL_ALIASES,
  DEPTH_CUT,
  EXPECTED_PAGES,
  EXPECTED_PDF,
  EXPECTED_TITLES,
  LOGIN_REQUIRED,
  NOT_FOUND,
  REDIRECT_CHAIN,
  REDIRECT_LOOP,
  ROBOTS_BLOCKED,
  SCRIPT_DRAWN,
  SITEMAP_ONLY,
  SITE_SUMMARY,
  SITE_TITLE,
} from '../../server/crawl-site/expected';
import { LOGGED_IN, fetchOnce, hrefsIn, rawHtml } from './site-fetch';

let site: CrawlSite;
/** Raw HTML of every page the site has, by path. */
const html = new Map<string, string>();

beforeAll(async () => {
  site = await startCrawlSite();
  for (const page of ALL_PAGES) html.set(page.path, await rawHtml(site.origin, page.path));
});
afterAll(() => site.close());

const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
const pagesLinking = (target: string) =>
  [...html].filter(([path, text]) =>
    hrefsIn(text, site.origin + path).some((href) => href.startsWith(site.origin + target)),
  );

const parseXml = (xml: string) => new JSDOM(xml, { contentType: 'application/xml' }).window.document;
const locsIn = (xml: string) => [...parseXml(xml).querySelectorAll('loc')].map((loc) => loc.textContent ?? '');

describe('the crawl fixture site', () => {
  it('serves at least 60 distinct HTML pages, each with a title, a description, an h1 and its own marker', () => {
    expect(html.size).toBeGreaterThanOrEqual(60);
    const markers = new Set<string>();
    for (const [path, text] of html) {
      expect(titleOf(text), path).toBeTruthy();
      expect(text, path).toMatch(/<meta name="description" content="[^"]{20,}">/);
      expect(text, path).toMatch(/<h1>[^<]+<\/h1>/);
      const marker = /<p class="marker">([^<]+)<\/p>/.exec(text)?.[1] ?? '';
      if (!CANONICAL_ALIASES[path]) expect(marker, path).toBe(markerSentence(path));
      markers.add(marker);
    }
    expect(markers.size).toBe(html.size - Object.keys(CANONICAL_ALIASES).length);
  });

  it('writes robots.txt with a Disallow, a Crawl-delay and the sitemap index', async () => {
    const robots = await (await fetchOnce(site.origin, '/robots.txt')).text();
    expect(robots).toContain('User-agent: *\nDisallow: /docs/private/\nCrawl-delay: 1\n');
    expect(robots).toContain(`Sitemap: ${site.origin}/sitemap-index.xml`);
    const halfSecond = await startCrawlSite({ crawlDelay: 0.5 });
    expect(await (await fetchOnce(halfSecond.origin, '/robots.txt')).text()).toContain('Crawl-delay: 0.5\n');
    await halfSecond.close();
  });

  it('has a sitemap index (also at /sitemap.xml) with a plain and a gzipped sitemap', async () => {
    const index = await (await fetchOnce(site.origin, '/sitemap-index.xml')).text();
    expect(parseXml(index).documentElement.localName).toBe('sitemapindex');
    expect(locsIn(index)).toEqual([`${site.origin}/sitemaps/docs.xml`, `${site.origin}/sitemaps/more.xml.gz`]);
    expect(await (await fetchOnce(site.origin, '/sitemap.xml')).text()).toBe(index);

    const plain = await (await fetchOnce(site.origin, '/sitemaps/docs.xml')).text();
    const gz = await fetchOnce(site.origin, '/sitemaps/more.xml.gz');
    expect(gz.headers.get('content-type')).toBe('application/gzip');
    expect(gz.headers.get('content-encoding')).toBeNull();
    const unzipped = gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8');
    expect(parseXml(unzipped).documentElement.localName).toBe('urlset');

    const plainPaths = locsIn(plain).map((loc) => loc.replace(site.origin, ''));
    const gzPaths = locsIn(unzipped).map((loc) => loc.replace(site.origin, ''));
    expect(plainPaths).toEqual(
      expect.arrayContaining(['/docs/changelog/2024', '/docs/changelog/2025', '/docs/changelog/2026']),
    );
    expect(gzPaths).toEqual(expect.arrayContaining(['/docs/legacy/v1-migration', '/docs/legacy/v2-migration']));
    expect(plainPaths.filter((path) => path.startsWith('/docs/legacy/'))).toEqual([]); // only in the gzipped one
    for (const path of [...plainPaths, ...gzPaths]) expect(DEPTH_CUT).not.toContain(path);
  });

  it('links the sitemap-only and script-drawn pages from nowhere in the raw HTML', () => {
    for (const path of [...SITEMAP_ONLY, ...SCRIPT_DRAWN]) expect(pagesLinking(path), path).toEqual([]);
    for (const [path, text] of html) expect(text, path).not.toContain('widgets/');
    const start = html.get('/docs/')!;
    expect(start).toContain("document.createElement('a')");
    expect(start).toMatch(/setTimeout\(function \(\) \{[\s\S]*'timeline'[\s\S]*\}, 300\)/);
  });

  it('draws the widget links by script, the last one 300 ms after load', async () => {
    const dom = new JSDOM(html.get('/docs/')!, { url: site.url, runScripts: 'dangerously' });
    const widgetLinks = () =>
      [...dom.window.document.querySelectorAll('#widget-menu a')].map((a) => a.getAttribute('href'));
    expect(widgetLinks()).toEqual(['/docs/widgets/charts', '/docs/widgets/tables']);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(widgetLinks()).toEqual(SCRIPT_DRAWN);
    dom.window.close();
  });

  it('answers 200 for every expected page with the login cookie, with its title and marker', async () => {
    for (const path of EXPECTED_PAGES) {
      const response = await fetchOnce(site.origin, path, LOGGED_IN);
      expect(response.status, path).toBe(200);
      if (path === EXPECTED_PDF.path) continue;
      const text = await response.text();
      expect(titleOf(text), path).toBe(EXPECTED_TITLES[path]);
      expect(text, path).toContain(markerSentence(path));
    }
    expect(Object.keys(EXPECTED_TITLES).sort()).toEqual([...EXPECTED_PAGES].sort());
    expect(titleOf(html.get('/docs/')!)).toBe(SITE_TITLE);
    expect(html.get('/docs/')).toContain(`<meta name="description" content="${SITE_SUMMARY}">`);
  });

  it('serves the handbook as a real PDF with its marker sentence', async () => {
    const response = await fetchOnce(site.origin, EXPECTED_PDF.path);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const data = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(data.slice(0, 5))).toBe('%PDF-');
    const doc = await pdfjs.getDocument({ data, standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/' })
      .promise;
    const { info } = (await doc.getMetadata()) as { info: { Title?: string } };
    expect(info.Title).toBe(EXPECTED_PDF.title);
    const first = await (await doc.getPage(1)).getTextContent();
    const text = first.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain(EXPECTED_PDF.marker);
    expect(pagesLinking(EXPECTED_PDF.path).map(([path]) => path)).toEqual(['/docs/']);
    await doc.destroy();
  });

  it('follows the redirect chain 301 then 302 to a page that is also linked directly', async () => {
    const first = await fetchOnce(site.origin, REDIRECT_CHAIN.from);
    expect([first.status, first.headers.get('location')]).toEqual([301, REDIRECT_CHAIN.via[0]]);
    const second = await fetchOnce(site.origin, REDIRECT_CHAIN.via[0]);
    expect([second.status, second.headers.get('location')]).toEqual([302, REDIRECT_CHAIN.to]);
    const followed = await fetch(site.origin + REDIRECT_CHAIN.from);
    expect([followed.url, followed.status]).toEqual([site.origin + REDIRECT_CHAIN.to, 200]);
    expect(pagesLinking(REDIRECT_CHAIN.from).map(([path]) => path)).toEqual(['/docs/']);
    expect(pagesLinking(REDIRECT_CHAIN.to).map(([path]) => path)).toEqual(['/docs/guides/']);
  });

  it('loops /loop/a -> /loop/b -> /loop/a, linked from the start page', async () => {
    const [start] = REDIRECT_LOOP;
    const a = await fetchOnce(site.origin, start!);
    expect([a.status, a.headers.get('location')]).toEqual([302, '/loop/b']);
    const b = await fetchOnce(site.origin, '/loop/b');
    expect([b.status, b.headers.get('location')]).toEqual([302, start]);
    await expect(fetch(site.origin + start)).rejects.toThrow();
    expect(pagesLinking(start!).map(([path]) => path)).toEqual(['/docs/']);
  });

  it('sends the team section to /login without the cookie, and signs in by form', async () => {
    for (const path of LOGIN_REQUIRED) {
      const response = await fetchOnce(site.origin, path);
      expect([response.status, response.headers.get('location')], path).toEqual([302, '/login']);
    }
    expect(await (await fetchOnce(site.origin, '/login')).text()).toContain('Please sign in');
    const signIn = await fetch(`${site.origin}/login`, { method: 'POST', redirect: 'manual' });
    expect(signIn.headers.get('set-cookie')).toMatch(/^session=letmein; Path=\//);
  });

  it('answers 404 "Not found" for the dead link', async () => {
    for (const path of NOT_FOUND) {
      const response = await fetchOnce(site.origin, path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Not found');
      expect(pagesLinking(path).length).toBeGreaterThan(0);
    }
  });

  it('links each robots-blocked page from an allowed page', () => {
    for (const path of ROBOTS_BLOCKED) {
      expect(path.startsWith('/docs/private/')).toBe(true);
      const linkers = pagesLinking(path).map(([from]) => from);
      expect(linkers.length, path).toBeGreaterThan(0);
      for (const from of linkers) expect(EXPECTED_PAGES).toContain(from);
    }
  });

  it('links the tutorial chain one step at a time, steps 3 and 4 from nowhere else', () => {
    expect(pagesLinking('/docs/tutorial/step-1').map(([from]) => from)).toEqual(['/docs/']);
    expect(pagesLinking('/docs/tutorial/step-2').map(([from]) => from)).toEqual(['/docs/tutorial/step-1']);
    expect(pagesLinking(DEPTH_CUT[0]!).map(([from]) => from)).toEqual(['/docs/tutorial/step-2']);
    expect(pagesLinking(DEPTH_CUT[1]!).map(([from]) => from)).toEqual([DEPTH_CUT[0]]);
  });

  it('writes the duplicate addresses the crawl must fold into one page', async () => {
    const start = html.get('/docs/')!;
    expect(start).toContain('href="/docs/guides/install?utm_source=x"');
    expect(start).toContain('href="/docs/guides/install#step-2"');
    const reference = html.get('/docs/reference/')!;
    expect(reference).toContain('href="/docs/reference/filters?b=2&amp;a=1"');
    expect(reference).toContain('href="/docs/reference/filters?a=1&amp;b=2"');
    expect(reference).toContain(`href="//127.0.0.1:${new URL(site.origin).port}/docs/reference/cli"`);
    expect(html.get('/docs/api/')).toContain(`href="${site.origin}/docs/api/users"`);
    expect(html.get('/docs/guides/install')).toContain('href="/docs/guides/configure/"');
    expect(html.get('/docs/guides/')).toContain('href="/docs/guides/configure"');
    expect(await rawHtml(site.origin, '/docs/guides/configure/')).toBe(html.get('/docs/guides/configure'));
    const legacy = html.get('/docs/api/auth-legacy')!;
    expect(legacy).toContain(`<link rel="canonical" href="${site.origin}/docs/api/auth">`);
    expect(legacy.replace(/<link rel="canonical"[^>]*>\n/, '')).toBe(html.get('/docs/api/auth'));
    expect(pagesLinking('/docs/api/auth').length).toBeGreaterThan(0);
    const indexWithoutSlash = await fetchOnce(site.origin, '/docs/guides');
    expect([indexWithoutSlash.status, indexWithoutSlash.headers.get('location')]).toEqual([301, '/docs/guides/']);
  });

  it('answers every other address a crawl may request without a server error', async () => {
    for (const path of ALSO_REQUESTED) expect((await fetchOnce(site.origin, path)).status, path).toBeLessThan(500);
  });

  it('links an external address that is not on the site', () => {
    expect(html.get('/docs/')).toContain('href="http://external.invalid/partners"');
  });
});

describe('the crawl fixture server', () => {
  it('records each request: path and query, time, cookie, user agent, kind and answer', async () => {
    site.reset();
    await fetchOnce(site.origin, '/docs/reference/filters?b=2&a=1', { ...LOGGED_IN, 'user-agent': 'crawl-test/1' });
    await fetchOnce(site.origin, '/robots.txt');
    const [page, robots] = site.hits;
    expect(page).toMatchObject({ path: '/docs/reference/filters?b=2&a=1', cookie: true, loggedIn: true });
    expect(page).toMatchObject({ userAgent: 'crawl-test/1', kind: 'page', status: 200, followsRedirect: false });
    expect(robots).toMatchObject({ path: '/robots.txt', cookie: false, kind: 'robots' });
    expect(robots!.at).toBeGreaterThanOrEqual(page!.at);
    site.reset();
    expect(site.hits).toEqual([]);
  });

  it('marks the hops of a redirect chain as following it', async () => {
    site.reset();
    await fetch(site.origin + '/old/a');
    expect(site.hits.map((hit) => [hit.path, hit.followsRedirect])).toEqual([
      ['/old/a', false],
      ['/old/b', true],
      ['/docs/moved', true],
    ]);
  });

  it('waits latencyMs before every answer', async () => {
    const slow = await startCrawlSite({ latencyMs: 150 });
    const started = performance.now();
    await (await fetchOnce(slow.origin, '/robots.txt')).text();
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    await slow.close();
  });

  it('serves the benchmark site: N pages in a binary tree plus a sitemap, no traps', async () => {
    const bench = await startCrawlSite({ pages: 10, crawlDelay: 0 });
    expect(bench.url).toBe(`${bench.origin}/bench/1`);
    const robots = await (await fetchOnce(bench.origin, '/robots.txt')).text();
    expect(robots).not.toContain('Crawl-delay');
    expect(robots).toContain(`Sitemap: ${bench.origin}/sitemap.xml`);
    const sitemap = await (await fetchOnce(bench.origin, '/sitemap.xml')).text();
    expect(locsIn(sitemap)).toHaveLength(10);
    for (let n = 2; n <= 10; n++) {
      const parent = await rawHtml(bench.origin, `/bench/${Math.floor(n / 2)}`);
      expect(parent).toContain(`href="/bench/${n}"`);
    }
    expect(await rawHtml(bench.origin, '/bench/7')).toContain(markerSentence('/bench/7'));
    expect((await fetchOnce(bench.origin, '/bench/11')).status).toBe(404);
    expect((await fetchOnce(bench.origin, '/docs/')).status).toBe(404);
    await bench.close();
  });
});
