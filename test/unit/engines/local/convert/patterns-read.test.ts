// @vitest-environment happy-dom
// A pattern is compiled the first time a page's conversion reads it, and a user's scrape is the
// first conversion on its page: the large patterns that few pages need are read only where their
// words are. Which patterns a conversion reads is recorded, so the test does not time anything.
import { describe, expect, test, vi } from 'vitest';
import { convertDocument } from '@/lib/engines/local/convert/convert-document';

/** The patterns (source and flags) that converting `html` reads, main content only. */
function patternsRead(html: string): string[] {
  const read = new Set<string>();
  const { exec, test: testOf } = RegExp.prototype;
  const record = (re: RegExp): void => void read.add(`${re.flags.replace('y', '')} ${re.source}`);
  const spies = [
    vi.spyOn(RegExp.prototype, 'exec').mockImplementation(function (this: RegExp, s: string) {
      record(this);
      return exec.call(this, s);
    }),
    vi.spyOn(RegExp.prototype, 'test').mockImplementation(function (this: RegExp, s: string) {
      record(this);
      return testOf.call(this, s);
    }),
  ];
  try {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    convertDocument(doc, {
      url: 'https://example.com/news/story',
      onlyMainContent: true,
      removeBase64Images: true,
      formats: { markdown: true },
    });
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return [...read];
}

const SENTENCE = 'The council met on a wet evening and argued for hours about the new bridge and its cost.';
/** Class strings are read once per page and kept: each test names its own (`tag`), so it reads them afresh. */
const story = (tag: string, extra: string): string => `<!doctype html><html><head><title>A story</title>
  <script type="application/ld+json">{"@context": "https://schema.org", "@type": "NewsArticle", "headline": "The bridge"}</script></head><body>
  <header class="site-header-${tag}"><nav class="main-nav-${tag}"><a href="/">Home</a> <a href="/news">News</a></nav></header>
  <article class="story-body-${tag}">
    <h1 class="headline-${tag}">The bridge</h1>
    ${extra}
    <p class="lead-${tag} post-body">${SENTENCE} ${SENTENCE}</p>
    <p>In 2019, 12 of the 40 members voted for it.</p>
    <p class="body-text-${tag}">${SENTENCE} ${SENTENCE} ${SENTENCE}</p>
    <p>${SENTENCE} ${SENTENCE} ${SENTENCE} ${SENTENCE}</p>
    ${`<p>${SENTENCE} ${SENTENCE} ${SENTENCE}</p>`.repeat(6)}
  </article>
  <footer class="site-footer-${tag}">© 2024 The Paper</footer>
</body></html>`;

const STAMP = (source: string): boolean => source.includes('(?:updated|published|posted|modified)(?: on| at)');
const MATH = (source: string): boolean => /MathJax_Preview|mwe-math-element|katex\(/.test(source);
const CLASS_WORDS = (source: string): boolean => source.startsWith('(price)|(cart|basket|checkout)');

describe('patterns a conversion reads', () => {
  test('a story without stamp words or math reads neither the stamp nor the math patterns', () => {
    const read = patternsRead(
      story('plain', '<p>Chapter 2 of the story opens in the spring of 1999, in a town by the sea.</p>'),
    );
    expect(read.filter((p) => STAMP(p))).toEqual([]);
    expect(read.filter((p) => MATH(p))).toEqual([]);
  });

  test('they are read where their words are', () => {
    const read = patternsRead(
      story(
        'dated',
        `<p>New Delhi, Press Trust of India Bureau | Updated : 19 November 2019, 09:01 AM IST | Source: Agencies</p>
        <p>The sum is <span class="katex"><annotation encoding="application/x-tex">a+b</annotation>a+b</span>.</p>`,
      ),
    );
    expect(read.filter((p) => STAMP(p))).toHaveLength(1);
    expect(read.filter((p) => MATH(p)).length).toBeGreaterThan(0);
  });

  test('class words are read with one pattern, not with a case-blind copy as well', () => {
    const read = patternsRead(story('classes', '')).filter((p) => CLASS_WORDS(p.slice(p.indexOf(' ') + 1)));
    expect(read).toHaveLength(1);
  });
});
