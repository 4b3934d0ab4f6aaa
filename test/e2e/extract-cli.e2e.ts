import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx } from '../support/documents/docx';
import { makePdf } from '../support/documents/pdf';
import { makeXlsx } from '../support/documents/xlsx';
import { expectStyleHiddenPage, STYLE_HIDDEN_PAGE } from '../support/style-hidden-page';

// `npm run extract` as a user runs it on local files: the built extension in headless Chromium
// parses them with the local engine and prints (or writes) what comes back.
const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');
let dir: string;

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const extract = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/extract.ts'), ...args], {
    cwd: repo,
    timeout: 120_000,
    maxBuffer: 32 << 20,
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wde-cli-'));
  await writeFile(path.join(dir, 'report.pdf'), await makePdf({ extraPages: 3 }));
  await writeFile(path.join(dir, 'notes.docx'), await makeDocx());
  await writeFile(path.join(dir, 'roster.xlsx'), await makeXlsx());
  await writeFile(path.join(dir, 'renamed.docx'), await makePdf());
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run extract as a tool for programs', () => {
  it('prints its usage with --help, and names a bad option without a stack trace', async () => {
    const { stdout } = await extract('--help');
    expect(stdout).toMatch(/^usage: npm run -s extract -- \[options\] INPUT/);
    const bad = await extract('--frmat', 'html', 'x.html').catch((error: { code: number; stderr: string }) => error);
    expect(bad).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^extract: Unknown option '--frmat'\.\nRun "npm run -s extract -- --help"/),
    });
    expect((bad as { stderr: string }).stderr).not.toMatch(/\bat \w+ \(/);
  });

  it('says a missing file does not exist and an unreachable address could not be reached, and goes on with the rest', async () => {
    const closed = await closedPort();
    const outcome = await extract(
      path.join(dir, 'missing.html'),
      `http://127.0.0.1:${closed}/`,
      path.join(repo, 'test/fixtures/pages/links.html'),
    ).catch((error: { code: number; stderr: string; stdout: string }) => error);
    expect(outcome).toMatchObject({ code: 1 });
    const { stderr, stdout } = outcome as { stderr: string; stdout: string };
    expect(stderr).toContain(`✗ ${path.join(dir, 'missing.html')}: no such file.`);
    expect(stderr).toMatch(
      new RegExp(`✗ http://127\\.0\\.0\\.1:${closed}/: could not be reached \\(net::ERR_CONNECTION_REFUSED\\)`),
    );
    expect(stdout).toContain(`==> ${path.join(repo, 'test/fixtures/pages/links.html')} <==`);
  });

  it('gives the fixture article whole, headline first, and its links with --format links; several inputs apart', async () => {
    const article = path.join(repo, 'test/fixtures/pages/article.html');
    const { stdout } = await extract(article);
    expect(stdout).toMatch(/^# How Tide Pools Work\n\nBy Ada Marsh · 2024-05-02\n/);
    for (const part of [
      '1. Spray zone',
      '| Pool | Temperature (°C) | Salinity (ppt) |',
      '```js',
      '> Leave every rock',
      '[encyclopedia entry](https://en.wikipedia.org/wiki/Tide_pool)',
    ]) {
      expect(stdout).toContain(part);
    }
    const links = await extract('--format', 'links', article, article);
    const sections = links.stdout.split(`==> ${article} <==\n`).filter(Boolean);
    expect(sections).toHaveLength(2);
    expect(sections[0]!.trim().split('\n')).toEqual([
      expect.stringMatching(/^https:\/\/127\.0\.0\.1:\d+\/\d\/links\.html$/),
      'https://en.wikipedia.org/wiki/Tide_pool',
    ]);
  });
  it("reads the main-content fixtures in real Chromium as the golden files say (a streamed segment its script never moved, a sticky-sidebar wrapper, notes around a story, a quote's dated attribution, a stamp line, a headline in a <dt>, a product page's reviews, a reviewer's name beside the headline, a review article's own byline, a listing's entries with their links, a block shipped twice kept once, an undeclared blog post's comments left out, a category's linked card titles kept, a story a page builder wrapped in a <header>, a post's many comments left out, tables sharing a header row, a declared thread's replies kept, a thread's posts marked only by microdata, tab and accordion panels kept with a heading's button as its title and a closed popover left out, a docs book's headings inside anchors classed as a header)", async () => {
    // Fixtures whose markdown holds no link resolved against the page's address, which differs here.
    const names = [
      'main-content-streamed-segment',
      'main-content-sticky-wrapper',
      'main-content-article-end-notes',
      'main-content-hidden-microdata',
      'main-content-carousel-in-article',
      'article-header-byline-bar',
      'main-content-quote-attribution',
      'main-content-stamp-line',
      'main-content-reading-time-label',
      'article-header-title-element',
      'main-content-form-field-named-id',
      'main-content-product-reviews',
      'main-content-review-byline',
      'main-content-repeated-blocks',
      'article-header-review-byline',
      'main-content-undeclared-article',
      'main-content-article-in-header',
      'main-content-comments-outweigh-post',
      'main-content-tables-share-header',
      'main-content-declared-thread',
      'main-content-thread-microdata-posts',
      'main-content-disclosed-panels',
      'main-content-docs-book',
    ];
    // Fixtures whose links are root-relative: read against the served page, they differ only in the origin.
    const rooted = ['main-content-listing-linked-details', 'main-content-collection-linked-titles'];
    const files = [...names, ...rooted].map((n) => path.join(repo, 'test/fixtures/convert', `${n}.html`));
    const { stdout } = await extract(...files);
    for (const [i, file] of files.entries()) {
      const section = stdout.split(`==> ${file} <==\n`)[1]!.split('\n==> ')[0]!;
      const golden = (await readFile(file.replace(/\.html$/, '.md'), 'utf8')).trim();
      expect(
        section.trim().replace(/https:\/\/127\.0\.0\.1:\d+\//g, 'https://example.com/'),
        [...names, ...rooted][i],
      ).toBe(golden);
    }
  });
  it("leaves out a form's notes that the page's style sheet hides (its thank-you and its error), and keeps what else it hides for a reader to open: closed tab and accordion panels, a closed <details>, the other screen size's copy, display: contents", async () => {
    const { stdout } = await extract(path.join(repo, STYLE_HIDDEN_PAGE));
    expectStyleHiddenPage(stdout);
  });
  it("drops a heading's permalink in real Chromium: a bare ¶ or chain goes, a heading that links to itself keeps its words", async () => {
    const { stdout } = await extract(path.join(repo, 'test/fixtures/convert/heading-permalinks.html'));
    const headings = stdout.split('\n').filter((line) => line.startsWith('#'));
    expect(headings.slice(0, 2)).toEqual(['# Quickstart', '## Routing']);
    expect(headings).toContain('### How do I change the port?');
    expect(stdout).not.toContain('¶');
  });
});

describe('npm run extract on local files', () => {
  it("prints a PDF's pages as JSON with --pages, honouring --max-pages", async () => {
    const { stdout } = await extract('--pages', '--max-pages', '2', path.join(dir, 'report.pdf'));
    const pages = JSON.parse(stdout) as { pageNumber: number; markdown: string }[];
    expect(pages.map((p) => p.pageNumber)).toEqual([1, 2]);
    expect(pages[0]!.markdown).toMatch(/^# Quarterly Report/);
    expect(pages[1]!.markdown).toMatch(/^## Section 2/);
  });

  it('writes the markdown of each file to --out DIR', async () => {
    const out = path.join(dir, 'out');
    await extract('--out', out, path.join(dir, 'notes.docx'), path.join(dir, 'roster.xlsx'));
    expect(await readFile(path.join(out, 'notes.md'), 'utf8')).toMatch(/^# Quarterly report$/m);
    expect(await readFile(path.join(out, 'roster.md'), 'utf8')).toMatch(/^## People\n\n\| Name \| Age/m);
  });

  it('says why a file was not parsed and exits 1', async () => {
    const failure = await extract(path.join(dir, 'renamed.docx')).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toMatch(
      /renamed\.docx is named as a Word document, but its content is a PDF/,
    );
  });
});
