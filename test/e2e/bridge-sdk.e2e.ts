import Firecrawl, { SdkError } from '@mendable/firecrawl-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_COOKIE_NAME,
  LOGIN_COOKIE_VALUE,
  markerSentence,
  startCrawlSite,
  type CrawlSite,
} from '../server/crawl-site/index';
import {
  comparablePath,
  E2E_CRAWL,
  EXPECTED_MAP,
  EXPECTED_PAGES,
  EXPECTED_PDF,
  NOT_FOUND,
} from '../server/crawl-site/expected';
import { handbookPdf } from '../server/crawl-site/handbook-pdf';
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

  it('crawls the site: exactly the pages in scope, logged in, each once; its 404 a document, as the service gives it', async () => {
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
    // The service's crawl keeps a page that answered an HTTP error as a document with its status.
    expect([...new Set(read)].sort()).toEqual(sorted([...EXPECTED_PAGES, ...NOT_FOUND]));
    expect(read).toHaveLength(new Set(read).size);
    const missing = job.data.find((doc) => readAt(doc) === NOT_FOUND[0]);
    expect(missing?.metadata?.statusCode).toBe(404);
    expect(job.completed).toBe(job.total);
    expect(job.completed).toBe(job.data.length);
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

/** The jobs History holds, as the background reads them. */
const historyJobs = () =>
  browser.ext.serviceWorker.evaluate(async () => {
    const open = indexedDB.open('wde-history');
    const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
    const all = db.transaction('jobs').objectStore('jobs').getAll();
    return new Promise<{ id: string; kind: string; url?: string }[]>(
      (resolve) => (all.onsuccess = () => resolve(all.result)),
    );
  });

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('documents by address, through the SDK', () => {
  const pdf = () => `${site.origin}${EXPECTED_PDF.path}`;
  const docx = () => `${site.origin}/docs/files/quarterly-report.docx`;

  it('scrapes a PDF and a DOCX address to their text, with the metadata a client reads', async () => {
    const read = await firecrawl.scrape(pdf(), { formats: ['markdown'] });
    expect(read.markdown).toContain(EXPECTED_PDF.marker);
    expect(read.metadata).toMatchObject({
      title: EXPECTED_PDF.title,
      sourceURL: pdf(),
      statusCode: 200,
      contentType: 'application/pdf',
      numPages: 2,
      creditsUsed: 0,
    });
    // scrapeId names the job that read it (firecrawl_interact opens a session from it).
    const jobs = await historyJobs();
    expect(jobs.find((job) => job.id === read.metadata?.scrapeId)).toMatchObject({ kind: 'scrape', url: pdf() });

    const word = await firecrawl.scrape(docx(), { formats: ['markdown'] });
    expect(word.markdown).toContain(`# ${DOCX_TITLE}`);
    expect(word.metadata).toMatchObject({ contentType: DOCX_TYPE, statusCode: 200, creditsUsed: 0 });
  }, 120_000);

  it('reads a PDF at an address without an extension by its content type', async () => {
    const read = await firecrawl.scrape(`${site.origin}/download/handbook`, { formats: ['markdown'] });
    expect(read.markdown).toContain(EXPECTED_PDF.marker);
    expect(read.metadata).toMatchObject({ contentType: 'application/pdf', numPages: 2 });
  }, 120_000);

  it('gives the PDF itself, base64-encoded, with parsers: []; a DOCX is converted all the same', async () => {
    const raw = await firecrawl.scrape(pdf(), { formats: ['markdown'], parsers: [] });
    expect(Buffer.from(raw.markdown ?? '', 'base64').equals(await handbookPdf())).toBe(true);
    expect(raw.metadata).toMatchObject({ contentType: 'application/pdf', statusCode: 200 });
    const word = await firecrawl.scrape(docx(), { formats: ['markdown'], parsers: [] });
    expect(word.markdown).toContain(`# ${DOCX_TITLE}`);
    // The same in a batch, and v1's parsePDF: false.
    const batch = await firecrawl.batchScrape([pdf(), docx()], { options: { formats: ['markdown'], parsers: [] } });
    const byUrl = new Map(batch.data.map((doc) => [doc.metadata?.sourceURL, doc]));
    expect(Buffer.from(byUrl.get(pdf())?.markdown ?? '', 'base64').equals(await handbookPdf())).toBe(true);
    expect(byUrl.get(docx())?.markdown).toContain(`# ${DOCX_TITLE}`);
    const v1 = await firecrawl.v1.scrapeUrl(pdf(), { formats: ['markdown'], parsePDF: false });
    expect(v1.success && Buffer.from(v1.markdown ?? '', 'base64').equals(await handbookPdf())).toBe(true);
  }, 180_000);

  it('batch: documents read, error pages are documents counted completed, /errors lists none', async () => {
    const urls = [
      pdf(),
      docx(),
      `${site.origin}${NOT_FOUND[0]!}`,
      `${site.origin}/docs/broken`,
      `${site.origin}/docs/`,
    ];
    const job = await firecrawl.batchScrape(urls, { options: { formats: ['markdown'] } });
    expect(job).toMatchObject({ status: 'completed', total: 5, completed: 5, creditsUsed: 0 });
    const byUrl = new Map(job.data.map((doc) => [doc.metadata?.sourceURL, doc]));
    expect(byUrl.get(pdf())?.markdown).toContain(EXPECTED_PDF.marker);
    expect(byUrl.get(docx())?.markdown).toContain(`# ${DOCX_TITLE}`);
    expect(byUrl.get(`${site.origin}${NOT_FOUND[0]!}`)?.metadata?.statusCode).toBe(404);
    expect(byUrl.get(`${site.origin}/docs/broken`)?.metadata?.statusCode).toBe(500);
    // Each page names its item (BATCH:INDEX), which the Result view opens.
    expect(job.data.map((doc) => doc.metadata?.scrapeId).sort()).toEqual(urls.map((_, i) => `${job.id}:${i}`).sort());
    expect(await firecrawl.getBatchScrapeErrors(job.id!)).toEqual({ errors: [], robotsBlocked: [] });
  }, 180_000);

  it('the v1 client’s batchScrapeUrls waits on /v1/crawl/{batchId}, as it does on the service', async () => {
    const answer = await firecrawl.v1.batchScrapeUrls(
      [pdf(), `${site.origin}/docs/api/auth`],
      { formats: ['markdown'] },
      2,
    );
    expect(answer).toMatchObject({ success: true, status: 'completed', total: 2, completed: 2 });
    expect(JSON.stringify(answer)).toContain(EXPECTED_PDF.marker);
  }, 120_000);
});

describe('refusals carry a code the SDK reports', () => {
  it('a site the user blocked: 403 SITE_BLOCKED, not axios’s ERR_BAD_REQUEST', async () => {
    const other = site.origin.replace('127.0.0.1', 'localhost');
    await browser.ext.serviceWorker.evaluate(async (host) => {
      const key = 'bridgeSitePolicies';
      const stored = ((await chrome.storage.local.get(key))[key] ?? {}) as Record<string, string>;
      await chrome.storage.local.set({ [key]: { ...stored, [host]: 'block' } });
    }, new URL(other).host);
    const refused = await firecrawl.scrape(`${other}/docs/`).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SdkError);
    expect(refused).toMatchObject({ status: 403, code: 'SITE_BLOCKED' });
    expect((refused as SdkError).message).toContain('is blocked for programs using the bridge');
  }, 60_000);
});

declare const chrome: {
  storage: { local: { get(key: string): Promise<Record<string, unknown>>; set(items: object): Promise<void> } };
};
