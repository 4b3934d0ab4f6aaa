import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../e2e/support/extension-dir';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { makeDocx } from '../support/documents/docx';
import { makePdf } from '../support/documents/pdf';
import { makeXlsx } from '../support/documents/xlsx';
import { expectStyleHiddenPage, STYLE_HIDDEN_PAGE } from '../support/style-hidden-page';
import { parseLocally, runJob, waitForJob } from './support/firefox-jobs';
import { launchFirefox, type LaunchedFirefox } from './support/launch-firefox';
import { expectNoAddonErrorsAfterEach } from './support/addon-errors';
import { readStore } from './support/firefox-history';
import { click } from './support/page-input';

/** A docs book's chapter (mdBook's markup), with its golden markdown beside it. */
const DOCS_BOOK = 'test/fixtures/convert/main-content-docs-book.html';

// The local engine in real Firefox ESR: a fixture page scraped from its tab (markdown, cleaned
// html, links and a screenshot; page actions and images, whose scripts are injected apart), and
// files parsed in the hidden frame of the background page.
let ff: LaunchedFirefox;
let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({
    '/article.html': await readFile(path.join(REPO_ROOT, 'test/fixtures/pages/article.html'), 'utf8'),
    '/style-hidden.html': await readFile(path.join(REPO_ROOT, STYLE_HIDDEN_PAGE), 'utf8'),
    '/docs-book.html': await readFile(path.join(REPO_ROOT, DOCS_BOOK), 'utf8'),
    '/files/manual.pdf': { body: Buffer.from(await makePdf({ extraPages: 1 })), type: 'application/pdf' },
    '/images/tide-pool.svg': {
      body: await readFile(path.join(REPO_ROOT, 'test/fixtures/pages/images/tide-pool.svg')),
      type: 'image/svg+xml',
    },
  });
  ff = await launchFirefox();
});
afterAll(async () => {
  await ff?.close();
  await site?.close();
});
expectNoAddonErrorsAfterEach(() => ff);

/** A fixture page (the article by default) in a tab of its own, in front, and that tab's id. */
async function openArticle(page = '/article.html') {
  const url = `${site.url}${page}`;
  const web = await ff.browser.newPage();
  await web.goto(url);
  const tabId = await ff.extension.evaluate(
    async (u: string) => (await browser.tabs.query({})).find((t) => t.url === u)?.id,
    url,
  );
  expect(tabId).toBeTypeOf('number');
  await web.bringToFront();
  return { url, web, tabId };
}

describe('Firefox: the local engine', () => {
  it('scrapes a page from its tab: markdown, html, links and a screenshot', async () => {
    const { url, web, tabId } = await openArticle();
    const job = await runJob(ff, 'startScrape', {
      engine: 'local',
      tabId,
      request: { url, formats: ['markdown', 'html', 'links', 'screenshot'] },
    });
    expect(job.error).toBeUndefined();
    expect(job.status).toBe('done');
    expect(job.result?.markdown).toMatch(/^# How Tide Pools Work\n\nBy Ada Marsh · 2024-05-02\n/);
    expect(job.result?.markdown).toContain('| A (high) | 24.5 | 38 |');
    expect(job.result?.html).toContain('<table>');
    expect(job.result?.links).toEqual([`${site.url}/links.html`, 'https://en.wikipedia.org/wiki/Tide_pool']);
    expect(job.result?.screenshot).toMatch(/^data:image\/png;base64,/);
    expect(job.result?.metadata).toMatchObject({ title: 'How Tide Pools Work | Shoreline Notes', statusCode: 200 });
    await web.close();
  });

  it("leaves out a form's notes that the page's style sheet hides, and keeps what else it hides for a reader to open", async () => {
    const { url, web, tabId } = await openArticle('/style-hidden.html');
    const job = await runJob(ff, 'startScrape', { engine: 'local', tabId, request: { url, formats: ['markdown'] } });
    expect(job.status).toBe('done');
    expectStyleHiddenPage(job.result?.markdown ?? '');
    await web.close();
  });
  it("keeps a docs book's headings, whose words sit in anchors classed as a header, as the golden file says", async () => {
    const { url, web, tabId } = await openArticle('/docs-book.html');
    const job = await runJob(ff, 'startScrape', { engine: 'local', tabId, request: { url, formats: ['markdown'] } });
    expect(job.status).toBe('done');
    const golden = await readFile(path.join(REPO_ROOT, DOCS_BOOK.replace(/\.html$/, '.md')), 'utf8');
    expect(job.result?.markdown).toBe(golden.trim());
    await web.close();
  });

  it('brings the page actions and the page facts in their own scripts: actions, then images', async () => {
    const { url, web, tabId } = await openArticle();
    const job = await runJob(ff, 'startScrape', {
      engine: 'local',
      tabId,
      request: {
        url,
        formats: ['markdown', 'images'],
        actions: [
          { type: 'wait', selector: 'h1' },
          { type: 'scroll', direction: 'down' },
        ],
      },
    });
    expect(job.error).toBeUndefined();
    expect(job.status).toBe('done');
    expect(job.result?.markdown).toMatch(/^# How Tide Pools Work/);
    expect(job.result?.images).toContain(`${site.url}/images/tide-pool.svg`);
    await web.close();
  });

  it('opening the popup on a page puts the converter in its tab before any click', async () => {
    const { web, tabId } = await openArticle();
    const popup = await ff.openPage(`popup.html?tabId=${tabId}`);
    const onboarding = await popup
      .waitForSelector('::-p-text(Continue with the local engine (no key))', { timeout: 5_000 })
      .catch(() => null);
    await onboarding?.click();
    await popup.waitForSelector('::-p-text(Scrape this page)', { timeout: 30_000 });
    // Asked in the add-on's content-script world, where the extract script registers its parts.
    const parts = () =>
      ff.extension.evaluate(async (id: number) => {
        const [frame] = await browser.scripting.executeScript({
          target: { tabId: id },
          func: () =>
            Object.keys((globalThis as unknown as Record<string, object | undefined>).__webDataExtractor ?? {}),
        });
        return frame?.result as string[];
      }, tabId!);
    await expect.poll(parts, { timeout: 15_000 }).toEqual(expect.arrayContaining(['extract', 'practised']));
    await popup.close();
    await web.close();
  });

  it('the popup on a tab showing a PDF (pdf.js, which no add-on may script) gives its text', async () => {
    const { web, tabId } = await openArticle('/files/manual.pdf');
    const popup = await ff.openPage(`popup.html?tabId=${tabId}`);
    const onboarding = await popup
      .waitForSelector('::-p-text(Continue with the local engine (no key))', { timeout: 5_000 })
      .catch(() => null);
    await onboarding?.click();
    const known = ((await readStore(ff, 'jobs')) as { id: string }[]).map((job) => job.id);
    await click(popup, '::-p-text(Scrape this page)');
    let jobId: string | undefined;
    await expect
      .poll(
        async () =>
          (jobId = ((await readStore(ff, 'jobs')) as { id: string }[]).find((job) => !known.includes(job.id))?.id),
        { timeout: 15_000 },
      )
      .toBeTruthy();
    const job = await waitForJob(ff, jobId!);
    expect(job.error).toBeUndefined();
    expect(job.status).toBe('done');
    expect(job.result?.markdown).toMatch(/^# Quarterly Report$/m);
    expect(job.result?.markdown).toContain('Revenue grew in every region');
    expect(job.result?.metadata).toMatchObject({ contentType: 'application/pdf', numPages: 2 });
    await popup.close();
    await web.close();
  });

  it.each([
    ['report.pdf', () => makePdf(), /^# Quarterly Report$/m],
    ['notes.docx', () => makeDocx(), /^# Quarterly report$/m],
    ['roster.xlsx', () => makeXlsx(), /^## People\n\n\| Name \| Age/m],
  ])('parses %s in the background page', async (name, make, expected) => {
    const job = await parseLocally(ff, await make(), name);
    expect(job.error).toBeUndefined();
    expect(job.status).toBe('done');
    expect(job.result?.markdown).toMatch(expected);
  });
});

declare const browser: {
  tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> };
  scripting: {
    executeScript(injection: { target: { tabId: number }; func: () => unknown }): Promise<{ result?: unknown }[]>;
  };
};
