import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startCrawlSite,
  LOGIN_COOKIE_NAME,
  LOGIN_COOKIE_VALUE,
  markerSentence,
  type CrawlSite,
} from '../server/crawl-site/index';
import {
  comparablePath,
  EXPECTED_PAGES,
  EXPECTED_PDF,
  REDIRECT_LOOP,
  ROBOTS_BLOCKED,
} from '../server/crawl-site/expected';
import { e2eCrawl } from '../e2e/support/crawl-support';
import { launchFirefox, type LaunchedFirefox } from './support/launch-firefox';
import { expectNoAddonErrorsAfterEach } from './support/addon-errors';
import { readStore, waitForBatch } from './support/firefox-history';

// The local crawl in real Firefox ESR (MV2 background page, its own webRequest and tabs): the
// fixture site's pages in scope read exactly once, robots.txt obeyed, the login section read
// with the cookie the browser holds, the PDF through the parser in the background page's frame.
let ff: LaunchedFirefox;
let site: CrawlSite;
beforeAll(async () => {
  site = await startCrawlSite({ crawlDelay: 0 });
  ff = await launchFirefox();
  const web = await ff.browser.newPage();
  // Signed in as a site's own script would sign in: a cookie set on the site's page.
  await web.goto(`${site.origin}/login`);
  await web.evaluate(
    (cookie: string) => void (document.cookie = cookie),
    `${LOGIN_COOKIE_NAME}=${LOGIN_COOKIE_VALUE}; path=/`,
  );
  await web.close();
});
afterAll(async () => {
  await ff?.close();
  await site?.close();
});
expectNoAddonErrorsAfterEach(() => ff);

interface Item {
  batchId: string;
  index: number;
  url: string;
  finalUrl?: string;
  status: string;
  error?: { message: string };
}

/** The crawl's items straight from history, in index order, as the Chromium suite reads them. */
const items = async (jobId: string) =>
  ((await readStore(ff, 'batchItems')) as Item[]).filter((i) => i.batchId === jobId).sort((a, b) => a.index - b.index);

describe('Firefox: local crawl', () => {
  it('reads exactly the pages in scope, each once, robots obeyed', async () => {
    const reply = await ff.ask<{ jobId: string }>('startCrawl', {
      engine: 'local',
      crawl: e2eCrawl(site.origin),
      options: { formats: ['markdown'] },
    });
    expect(reply.error).toBeUndefined();
    const job = await waitForBatch<{ status: string; done: number }>(ff, reply.value!.jobId, 180_000);
    expect(job.status).toBe('done');
    const all = await items(reply.value!.jobId);
    const done = all.filter((i) => i.status === 'done').map((i) => comparablePath(i.finalUrl ?? i.url));
    expect(done.sort()).toEqual([...EXPECTED_PAGES].map(comparablePath).sort());
    const robots = all.filter((i) => i.status === 'skipped' && /robots\.txt/.test(i.error?.message ?? ''));
    expect(robots.map((i) => comparablePath(i.url)).sort()).toEqual([...ROBOTS_BLOCKED].map(comparablePath).sort());
    const loop = all.find((i) => comparablePath(i.url) === REDIRECT_LOOP[0]);
    expect(loop).toMatchObject({ status: 'failed', error: { message: expect.stringMatching(/^Redirect loop: /) } });
    const results = await ff.extension.evaluate(async (id: string) => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const open = indexedDB.open('wde-history');
        open.onsuccess = () => resolve(open.result);
      });
      const range = IDBKeyRange.bound(`${id}:`, `${id}:\uffff`);
      const all = await new Promise<unknown[]>((resolve) => {
        const request = db.transaction('results').objectStore('results').getAll(range);
        request.onsuccess = () => resolve(request.result);
      });
      db.close();
      return JSON.stringify(all);
    }, reply.value!.jobId);
    expect(results).toContain(EXPECTED_PDF.marker);
    expect(results).toContain(markerSentence('/docs/team/rituals'));
    expect(results).toContain(markerSentence('/docs/widgets/timeline'));
  });
});
