import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchLocal, type LocalBrowser } from './support/local-support';
import { parseLocally } from './support/local-parse-support';
import { buildGranting127, openPopupFor } from './support/popup-helpers';
import { jobIds, openResult, waitForNewJob } from './support/ui-support';
import { makeCsv } from '../support/documents/csv';
import { makeDocx } from '../support/documents/docx';
import { makeEpub } from '../support/documents/epub';
import { makeHtml } from '../support/documents/html';
import { makeOdp, makeOdt } from '../support/documents/odf';
import { makeOds } from '../support/documents/ods';
import { printWithChromium } from '../support/documents/chromium-pdf';
import { makePdf } from '../support/documents/pdf';
import { makePptx } from '../support/documents/pptx';
import { makeXlsx } from '../support/documents/xlsx';
import { expectNoErrorsAfterEach } from './support/console-errors';

// The local parse engine in real Chromium: files generated with known content go through the
// background, the offscreen document and pdf.js's worker served from the extension, and come
// back as the parse response. No key and no network: the browser is offline for the web.
let local: LocalBrowser;
let ext: LocalBrowser['ext'], site: LocalBrowser['site'], control: LocalBrowser['control'];

let manualPdf: Uint8Array;

beforeAll(async () => {
  manualPdf = await makePdf({ extraPages: 1 });
  local = await launchLocal(
    {
      '/tab': '<title>Any tab</title><p>The popup needs a tab to open on.</p>',
      '/huge': 'x'.repeat(51 * 1024 * 1024), // fetched by the extension page: no 51 MB through the test's wire
      '/files/manual.pdf': () => ({ body: manualPdf, headers: { 'content-type': 'application/pdf' } }),
    },
    // The popup finds its tab by URL, which needs the host permission the user grants by opening it.
    buildGranting127,
  );
  ({ ext, site, control } = local);
  // Offline for the web: the only server is the one page the popup opens on.
  await ext.context.route(/^https?:/, (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
  );
});
afterAll(() => local?.close());
expectNoErrorsAfterEach(() => ext?.consoleErrors);

describe('a file dropped on the popup with the local engine', () => {
  it.each([
    ['report.pdf', 'application/pdf', () => makePdf({ extraPages: 1 })],
    ['notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', () => makeDocx()],
    ['roster.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', () => makeXlsx()],
  ] as const)('%s is parsed in the browser and shown in the Result view', async (name, mimeType, make) => {
    const { web, popup } = await openPopupFor(ext, site.url('/tab'));
    expect(await popup.getByRole('radio', { name: /Local/ }).isChecked()).toBe(true);
    const known = await jobIds(control);
    await popup
      .locator('.drop-zone input[type=file]')
      .setInputFiles({ name, mimeType, buffer: Buffer.from(await make()) });
    const page = await openResult(ext, await waitForNewJob(control, known));
    await expect.poll(() => page.locator('.job-facts .badge').first().textContent(), { timeout: 30_000 }).toBe('Done');
    expect(await page.locator('.job-header').textContent()).toContain(name);
    const markdown = page.locator('[data-field="markdown"]');
    if (name.endsWith('.pdf')) {
      expect(await page.locator('[data-field="pages"] details.page').count()).toBe(2);
      await expect.poll(() => markdown.textContent()).toContain('Quarterly Report');
    } else if (name.endsWith('.docx')) await expect.poll(() => markdown.textContent()).toContain('Quarterly report');
    else await expect.poll(() => markdown.textContent()).toContain('People');
    await page.locator('[data-field="metadata"]').waitFor();
    await Promise.all([page.close(), popup.close(), web.close()]);
  });
});

describe('the popup on a tab showing a PDF (the browser’s viewer, not a page)', () => {
  it('gives the document’s text, read from its address', async () => {
    const url = site.url('/files/manual.pdf');
    const { web, popup } = await openPopupFor(ext, url);
    const known = await jobIds(control);
    await popup.getByRole('button', { name: 'Scrape this page' }).click();
    const page = await openResult(ext, await waitForNewJob(control, known));
    await expect.poll(() => page.locator('.job-facts .badge').first().textContent(), { timeout: 30_000 }).toBe('Done');
    const markdown = page.locator('[data-field="markdown"]');
    await expect.poll(() => markdown.textContent()).toContain('Revenue grew in every region');
    expect(await page.locator('[data-field="pages"] details.page').count()).toBe(2);
    await Promise.all([page.close(), popup.close(), web.close()]);
  });
});

describe('a file dropped on the side panel', () => {
  it('is parsed locally when there is no key, and the Result view shows it', async () => {
    const panel = await ext.page('sidepanel.html');
    const known = await jobIds(control);
    await panel
      .locator('.drop-zone input[type=file]')
      .first()
      .setInputFiles({ name: 'book.epub', mimeType: 'application/epub+zip', buffer: Buffer.from(makeEpub()) });
    const page = await openResult(ext, await waitForNewJob(control, known));
    await expect.poll(() => page.locator('.job-facts .badge').first().textContent(), { timeout: 30_000 }).toBe('Done');
    await expect.poll(() => page.locator('[data-field="markdown"]').textContent()).toContain('Chapter 3');
    await Promise.all([page.close(), panel.close()]);
  });
});

describe('local parse of every supported type', () => {
  it('reads a PDF: markdown, pages, page counts, its own title and author', async () => {
    const { job } = await parseLocally(control, await makePdf({ extraPages: 2 }), 'report.pdf', {
      formats: ['markdown', 'links'],
    });
    expect(job.error?.message).toBeUndefined();
    const result = job.result!;
    expect(result.markdown).toMatch(/^# Quarterly Report$/m);
    expect(result.markdown).toContain('| Region | Revenue | Costs |');
    expect(result.pages?.map((p) => p.pageNumber)).toEqual([1, 2, 3]);
    expect(result.pages?.[2]?.markdown).toMatch(/^## Section 3/);
    expect(result.metadata).toMatchObject({
      title: 'Quarterly Report',
      author: 'Ada Lovelace',
      numPages: 3,
      totalPages: 3,
    });
    expect(result.links).toEqual(['https://example.com/method']);
  });

  it('reads a page printed by Chromium: links inside lines, the ruled table, the code block', async () => {
    const bytes = await printWithChromium(new URL('../fixtures/pdf/printed-article.html', import.meta.url));
    const { job } = await parseLocally(control, bytes, 'printed.pdf', { formats: ['markdown', 'links'] });
    expect(job.error?.message).toBeUndefined();
    const markdown = job.result?.markdown ?? '';
    expect(markdown.match(/\]\(https:\/\/example\.org\/[^)]*\)/g)).toHaveLength(6);
    expect(markdown).toContain('Read the [survey method](https://example.org/survey-method) before you go');
    expect(markdown).toContain('| Species | Pool | Count |\n| --- | --- | --- |\n| Anemone | North | 12 |');
    expect(markdown).toContain('```\nfunction tally(counts) {\n  let total = 0;');
  });

  it('takes the images out of a PDF when asked', async () => {
    const { job } = await parseLocally(control, await makePdf({ image: true }), 'pictures.pdf', {
      formats: ['markdown', 'images'],
    });
    expect(job.result?.images).toHaveLength(1);
    expect(job.result?.images?.[0]).toMatch(/^data:image\/png;base64,iVBOR/);
  });

  it('honours maxPages and reports the true page count', async () => {
    const { job } = await parseLocally(control, await makePdf({ extraPages: 5 }), 'long.pdf', {
      parsers: [{ type: 'pdf', maxPages: 2 }],
    });
    expect(job.result?.pages).toHaveLength(2);
    expect(job.result?.metadata).toMatchObject({ numPages: 2, totalPages: 6 });
  });

  it.each([
    ['notes.docx', () => makeDocx(), [/^# /m, /^- /m, /^\| .* \|$/m]],
    ['roster.xlsx', () => makeXlsx(), [/^## People$/m, /^\| Name \| Age/m]],
    ['budget.ods', () => makeOds(), [/^## /m, /^\| .* \|$/m]],
    ['people.csv', () => makeCsv(), [/^## people\.csv$/m, /^\| .* \|$/m]],
    ['deck.pptx', () => makePptx(), [/^## Slide 1: /m, /^## Slide 2: /m]],
    ['book.epub', () => makeEpub(), [/# Chapter 1[\s\S]*# Chapter 2[\s\S]*# Chapter 3/]],
    ['page.html', () => makeHtml(), [/tide/i]],
    ['letter.odt', () => makeOdt(), [/^# /m]],
    ['slides.odp', () => makeOdp(), [/^## Slide 1/m]],
  ] as const)('reads %s', async (name, make, patterns) => {
    const { job } = await parseLocally(control, await make(), name);
    expect(job.error?.message).toBeUndefined();
    expect(job.status).toBe('done');
    for (const pattern of patterns) expect(job.result?.markdown).toMatch(pattern);
  });
});

describe('bad files get a clear message and the extension keeps working', () => {
  const failure = async (bytes: Uint8Array, name: string) => {
    const { job } = await parseLocally(control, bytes, name);
    expect(job.status).toBe('failed');
    return job.error?.message ?? '';
  };

  it('an empty file', async () => {
    expect(await failure(new Uint8Array(0), 'empty.pdf')).toMatch(/empty\.pdf is empty \(0 bytes\)/);
  });

  it('a truncated Word document', async () => {
    const docx = await makeDocx();
    expect(await failure(docx.subarray(0, docx.length >> 1), 'cut.docx')).toMatch(/cut\.docx .*damaged or cut short/);
  });

  it('a password-protected PDF', async () => {
    expect(await failure(await makePdf({ userPassword: 'secret' }), 'locked.pdf')).toMatch(
      /locked\.pdf is password-protected/,
    );
  });

  it('a zip renamed to .docx', async () => {
    const zip = zipSync({ 'readme.txt': new TextEncoder().encode('hello') });
    expect(await failure(zip, 'renamed.docx')).toMatch(
      /renamed\.docx is named as a Word document, but its content is a plain zip archive/,
    );
  });

  it('a PDF named .docx is reported, not parsed', async () => {
    expect(await failure(await makePdf(), 'report.docx')).toMatch(
      /report\.docx is named as a Word document, but its content is a PDF.*rename it to \.pdf/,
    );
  });

  it('an old .doc file offers the remote engine', async () => {
    const ole = new Uint8Array(2048);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await failure(ole, 'old.doc')).toMatch(/old binary Word document.*remote engine/);
  });

  it('a file over 50 MB is refused before it is read', async () => {
    const { job } = await parseLocally(control, { url: site.url('/huge') }, 'huge.pdf');
    expect(job.status).toBe('failed');
    expect(job.error?.message).toMatch(/huge\.pdf is 51 MB.*50 MB/);
  });

  it('still parses a good file afterwards', async () => {
    const { job } = await parseLocally(control, makeCsv(), 'after.csv');
    expect(job.status).toBe('done');
  });
});

describe('long parses', () => {
  it('show their progress in the Result view, stop on Cancel and run again on Retry', async () => {
    const known = await jobIds(control);
    const run = parseLocally(control, await makePdf({ extraPages: 400 }), 'big.pdf');
    const jobId = await waitForNewJob(control, known);
    const page = await ext.page(`sidepanel.html#/result/${jobId}`);
    await page.locator('.job-status', { hasText: /Reading page \d+ of 401/ }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.locator('.job-facts .badge.status-cancelled').waitFor({ timeout: 10_000 });
    expect((await run).job.status).toBe('cancelled');
    // Retry parses the kept file again, as a new job the view follows to its end.
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await page
      .locator(`.result-page:not([data-job="${jobId}"]) .job-facts .badge.status-done`)
      .waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-field="metadata"]').textContent()).toContain('401');
    await page.close();
  });
});
