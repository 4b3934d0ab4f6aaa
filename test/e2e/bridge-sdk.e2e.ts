import Firecrawl from '@mendable/firecrawl-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_COOKIE_NAME,
  LOGIN_COOKIE_VALUE,
  markerSentence,
  startCrawlSite,
  type CrawlSite,
} from '../server/crawl-site/index';
import { comparablePath, E2E_CRAWL, EXPECTED_MAP, EXPECTED_PAGES, NOT_FOUND } from '../server/crawl-site/expected';
import { DOCX_TITLE, makeDocx } from '../support/documents/docx';
import {
  allowSites,
  freePort,
  launchWithBridge,
  turnBridgeOn,
  type BridgeBrowser,
  type BridgeOn,
} from './support/bridge-support';

// The provider's own JavaScript SDK, unchanged, pointed at the bridge: the user's browser answers
// as the service would, logged in as the user, and each request is a job in History marked with
// the client that sent it.

let site: CrawlSite;
let browser: BridgeBrowser;
let bridge: BridgeOn;
let firecrawl: Firecrawl;

const sorted = (paths: readonly string[]) => [...new Set(paths.map(comparablePath))].sort();
/** Where a document was read: its final address when a redirect or canonical moved it. */
const readAt = (doc: { metadata?: { url?: string; sourceURL?: string } }) =>
  comparablePath(doc.metadata?.url ?? doc.metadata?.sourceURL ?? '');

beforeAll(async () => {
  site = await startCrawlSite({ crawlDelay: 0 });
  browser = await launchWithBridge();
  bridge = await turnBridgeOn(browser.ext, await freePort());
  await allowSites(browser.ext, [site.origin]);
  firecrawl = new Firecrawl({ apiKey: bridge.token, apiUrl: bridge.apiUrl });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('the JavaScript SDK through the bridge', () => {
  it('scrapes a page behind a login with the browser’s cookie, as a job marked with the SDK', async () => {
    const before = await firecrawl.scrape(`${site.origin}/docs/team/`, { formats: ['markdown'] });
    expect(before.markdown).toContain('Please sign in to see the team space.');

    await browser.ext.context.addCookies([{ name: LOGIN_COOKIE_NAME, value: LOGIN_COOKIE_VALUE, url: site.origin }]);
    const after = await firecrawl.scrape(`${site.origin}/docs/team/`, {
      formats: ['markdown', 'links'],
      onlyMainContent: false,
    });
    expect(after.markdown).toContain(markerSentence('/docs/team/'));
    expect(after.markdown).not.toContain('Please sign in');
    expect(after.links).toContain(`${site.origin}/docs/team/onboarding`);
    expect(after.metadata?.statusCode).toBe(200);
    // Results only: nothing of the browser's cookies or storage in the answer.
    expect(JSON.stringify(after)).not.toContain(LOGIN_COOKIE_VALUE);

    const clients = await browser.ext.serviceWorker.evaluate(async () => {
      const open = indexedDB.open('wde-history');
      const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
      const all = db.transaction('jobs').objectStore('jobs').getAll();
      const jobs = await new Promise<{ client?: string }[]>((resolve) => (all.onsuccess = () => resolve(all.result)));
      return jobs.map((job) => job.client);
    });
    expect(clients).toEqual(['Firecrawl JavaScript SDK', 'Firecrawl JavaScript SDK']);
  }, 120_000);

  it('batch scrapes pages, the missing one with its status', async () => {
    const paths = ['/docs/team/onboarding', '/docs/api/auth', NOT_FOUND[0]!];
    const job = await firecrawl.batchScrape(
      paths.map((p) => `${site.origin}${p}`),
      { options: { formats: ['markdown'] }, pollInterval: 1 },
    );
    expect(job.status).toBe('completed');
    expect(job.total).toBe(3);
    const byPath = new Map(job.data.map((doc) => [readAt(doc), doc]));
    expect(byPath.get('/docs/team/onboarding')?.markdown).toContain(markerSentence('/docs/team/onboarding'));
    expect(byPath.get('/docs/api/auth')?.markdown).toContain(markerSentence('/docs/api/auth'));
    // As the service answers it: a document with the page's status.
    expect(byPath.get(NOT_FOUND[0]!)?.metadata?.statusCode).toBe(404);
  }, 120_000);

  it('crawls the site: exactly the pages in scope, logged in, each once', async () => {
    const { startPath, ...options } = E2E_CRAWL;
    const job = await firecrawl.crawl(`${site.origin}${startPath}`, {
      ...options,
      includePaths: [...options.includePaths],
      excludePaths: [...options.excludePaths],
      scrapeOptions: { formats: ['markdown'] },
      pollInterval: 1,
    });
    expect(job.status).toBe('completed');
    const read = job.data.map(readAt);
    expect([...new Set(read)].sort()).toEqual(sorted(EXPECTED_PAGES));
    expect(read).toHaveLength(new Set(read).size);
    expect(JSON.stringify(job.data)).toContain(markerSentence('/docs/team/rituals'));
  }, 300_000);

  it('maps the site from its sitemaps and the start page', async () => {
    const map = await firecrawl.map(`${site.origin}/docs/`, { sitemap: 'include' });
    expect(sorted(map.links.map((link) => link.url))).toEqual(sorted(EXPECTED_MAP));
  }, 120_000);

  it('parses a Word file sent as multipart to v2/parse', async () => {
    const bytes = await makeDocx();
    const doc = await firecrawl.parse({ data: Buffer.from(bytes), filename: 'report.docx' }, { formats: ['markdown'] });
    expect(doc.markdown).toContain(`# ${DOCX_TITLE}`);
    expect(doc.metadata?.title).toBe(DOCX_TITLE);
  }, 120_000);
});
