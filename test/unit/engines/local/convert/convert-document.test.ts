// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { convertDocument } from '@/lib/engines/local/convert/convert-document';
import type { ConvertOptions } from '@/lib/engines/local/convert/convert-document';

const URL_ = 'https://example.com/blog/post.html';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

function options(overrides: Partial<ConvertOptions> = {}): ConvertOptions {
  return { url: URL_, onlyMainContent: false, removeBase64Images: true, formats: { markdown: true }, ...overrides };
}

/** An inline image too large to be a lazy loader's stand-in. */
const INLINE_PNG = 'A'.repeat(600);

const PAGE = `<!doctype html><html lang="en"><head>
  <title>  A   post </title>
  <meta name="description" content="About things">
  <meta name="keywords" content="a, b">
  <meta property="og:title" content="OG title">
  <meta property="og:image" content="https://cdn.example.com/og.png">
  <meta property="og:locale:alternate" content="fr_FR">
  <meta property="og:locale:alternate" content="de_DE">
  <meta name="twitter:card" content="summary">
  <meta property="article:tag" content="x"><meta property="article:tag" content="y">
  <link rel="icon" href="/favicon.ico">
  <style>p { color: red }</style><script>var secret = 1;</script>
</head><body>
  <nav><a href="/">Home</a></nav>
  <article id="post">
    <p>Read <a href="/one">one</a>, <a href="two">two</a>, <a href="/one">one again</a>, <a href="#top">top</a>,
    <a href="javascript:alert(1)">js</a> and <a href="mailto:a@b.c">mail</a>.</p>
    <img src="small.jpg" srcset="small.jpg 300w, big.jpg 1200w" sizes="50vw" alt="pic">
    <img src="data:image/png;base64,${INLINE_PNG}" alt="inline">
    <noscript><img src="/fallback.png"></noscript>
    <!-- a comment -->
  </article>
  <footer><a href="/terms">Terms</a></footer>
</body></html>`;

describe('html format', () => {
  test('drops script, style, noscript, meta and head; absolutises URLs; resolves srcset', () => {
    const { html } = convertDocument(parse(PAGE), options({ formats: { html: true } }));
    expect(html).toBeDefined();
    expect(html).toMatch(/^<html lang="en"><body>/);
    expect(html).not.toMatch(/<head|<script|<style|<noscript|<meta|<title|secret|<!--/);
    expect(html).toContain('<a href="https://example.com/one">one</a>');
    expect(html).toContain('<a href="https://example.com/blog/two">two</a>');
    expect(html).toContain('<img src="https://example.com/blog/big.jpg" alt="pic">');
    expect(html).not.toContain('srcset');
  });

  test('replaces base64 image URLs with the placeholder when asked, and only then', () => {
    const removed = convertDocument(parse(PAGE), options({ formats: { html: true } })).html ?? '';
    expect(removed).toContain('src="<Base64-Image-Removed>"');
    const kept =
      convertDocument(parse(PAGE), options({ removeBase64Images: false, formats: { html: true } })).html ?? '';
    expect(kept).toContain(`src="data:image/png;base64,${INLINE_PNG}"`);
  });

  test('escapes text and attribute values', () => {
    const doc = parse('<p title="a &quot;q&quot; &amp; b">1 &lt; 2 &amp; 3</p>');
    const { html } = convertDocument(doc, options({ formats: { html: true } }));
    expect(html).toContain('<p title="a &quot;q&quot; &amp; b">1 &lt; 2 &amp; 3</p>');
  });

  test('honours onlyMainContent', () => {
    const { html } = convertDocument(parse(PAGE), options({ onlyMainContent: true, formats: { html: true } }));
    expect(html).not.toContain('Terms');
    expect(html).not.toContain('>Home<');
    expect(html).toContain('one again');
  });
});

describe('links format', () => {
  test('absolute, deduplicated, in page order, without fragments and scripts', () => {
    const { links } = convertDocument(parse(PAGE), options({ formats: { links: true } }));
    expect(links).toEqual([
      'https://example.com/',
      'https://example.com/one',
      'https://example.com/blog/two',
      'mailto:a@b.c',
      'https://example.com/terms',
    ]);
  });

  test('follows the same selection as the other formats', () => {
    const { links } = convertDocument(
      parse(PAGE),
      options({ formats: { links: true }, excludeTags: ['nav', 'footer'] }),
    );
    expect(links).toEqual(['https://example.com/one', 'https://example.com/blog/two', 'mailto:a@b.c']);
  });

  test('uses <base href> when the page has one', () => {
    const doc = parse('<head><base href="https://cdn.example.net/root/"></head><body><a href="x">x</a></body>');
    expect(convertDocument(doc, options({ formats: { links: true } })).links).toEqual([
      'https://cdn.example.net/root/x',
    ]);
  });
});

describe('metadata', () => {
  test('lists the interface fields and every named meta value', () => {
    const { metadata } = convertDocument(parse(PAGE), options({ statusCode: 200 }));
    expect(metadata).toMatchObject({
      title: 'A post',
      description: 'About things',
      language: 'en',
      sourceURL: URL_,
      url: URL_,
      keywords: 'a, b',
      ogLocaleAlternate: ['fr_FR', 'de_DE'],
      statusCode: 200,
      ogTitle: 'OG title',
      ogImage: 'https://cdn.example.com/og.png',
      favicon: 'https://example.com/favicon.ico',
      'og:title': 'OG title',
      'twitter:card': 'summary',
      'article:tag': 'x, y',
    });
    expect(metadata).not.toHaveProperty('error');
  });

  test('language is null when the page does not say', () => {
    const { metadata } = convertDocument(parse('<p>x</p>'), options({ error: 'boom' }));
    expect(metadata.language).toBeNull();
    expect(metadata.error).toBe('boom');
    expect(metadata.title).toBeUndefined();
  });
});

describe('includeTags and excludeTags', () => {
  const doc = parse(`<body><div class="a"><p>alpha</p><p class="skip">skipped</p></div>
    <section id="b"><p>beta</p><div class="a"><p>nested a</p></div></section><p>gamma</p></body>`);

  test('includeTags keeps only the outermost matches, in order', () => {
    const { markdown } = convertDocument(doc, options({ includeTags: ['.a', '#b'] }));
    expect(markdown).toBe('alpha\n\nskipped\n\nbeta\n\nnested a');
  });

  test('excludeTags removes matches wherever they are', () => {
    const { markdown } = convertDocument(doc, options({ excludeTags: ['.skip', 'section'] }));
    expect(markdown).toBe('alpha\n\ngamma');
  });

  test('both together, with a bare tag name and an invalid selector ignored', () => {
    const { markdown } = convertDocument(doc, options({ includeTags: ['section', '??'], excludeTags: ['.a'] }));
    expect(markdown).toBe('beta');
  });

  test('no match gives empty output, not the whole page', () => {
    expect(convertDocument(doc, options({ includeTags: ['table'] })).markdown).toBe('');
  });
});

describe('the page is left alone', () => {
  test('no format changes the document', () => {
    const doc = parse(PAGE);
    const before = doc.documentElement.outerHTML;
    convertDocument(doc, options({ onlyMainContent: true, formats: { markdown: true, html: true, links: true } }));
    convertDocument(
      doc,
      options({ includeTags: ['article'], excludeTags: ['img'], formats: { markdown: true, html: true, links: true } }),
    );
    expect(doc.documentElement.outerHTML).toBe(before);
  });

  test('only the requested formats are produced', () => {
    const result = convertDocument(parse(PAGE), options({ formats: {} }));
    expect(Object.keys(result)).toEqual(['metadata']);
  });
});

describe('onlyMainContent on pages that are not plain articles', () => {
  const prose = 'This sentence is long enough to count as a paragraph of article prose, with a comma. '.repeat(3);

  test('an article behind a consent dialog (aria-hidden on the page) is still found', () => {
    const doc = parse(`<body><div id="app" aria-hidden="true"><nav><a href="/">Home</a></nav>
      <article><h1>Title</h1><p>${prose}</p><p>${prose}</p></article></div>
      <div role="dialog"><p>We value your privacy. Accept all cookies to continue reading this website today.</p></div></body>`);
    const { markdown } = convertDocument(doc, options({ onlyMainContent: true }));
    expect(markdown).toContain('# Title');
    expect(markdown).not.toContain('privacy');
    expect(markdown).not.toContain('Home');
  });

  test('a page with little prose keeps its content and drops only furniture', () => {
    const doc = parse(`<body><header><a href="/">Shop</a></header><main><h1>Blue mug</h1>
      <ul><li><a href="/mugs/1">Blue mug, 300 ml</a></li><li><a href="/mugs/2">Red mug, 300 ml</a></li></ul>
      <p>Price: 12 EUR</p></main><footer>Imprint</footer></body>`);
    const { markdown } = convertDocument(doc, options({ onlyMainContent: true }));
    expect(markdown).toBe(
      '# Blue mug\n\n- [Blue mug, 300 ml](https://example.com/mugs/1)\n- [Red mug, 300 ml](https://example.com/mugs/2)\n\nPrice: 12 EUR',
    );
  });

  test("a short docs page keeps its headings whose anchors are classed 'header', under its own headline", () => {
    // mdBook's markup: the book's name in the menu bar's <h1>, each heading's words in an anchor.
    const doc = parse(`<head><title>E0647 - Error codes index</title></head><body>
      <nav class="sidebar"><ol><li><a href="E0646.html">E0646</a></li><li><a href="E0648.html">E0648</a></li></ol></nav>
      <div class="page"><div id="menu-bar" class="menu-bar"><h1 class="menu-title">Error codes index</h1></div>
      <main><h1 id="e0647"><a class="header" href="#e0647">Error code E0647</a></h1>
      <h4 id="note"><a class="header" href="#note">Note: this error code is no longer emitted.</a></h4>
      <p>The <code>start</code> function was defined with a where clause.</p></main></div></body>`);
    const { markdown } = convertDocument(doc, options({ onlyMainContent: true }));
    expect(markdown).toBe(
      '# Error code E0647\n\n#### Note: this error code is no longer emitted.\n\nThe `start` function was defined with a where clause.',
    );
  });

  test('includeTags with onlyMainContent prunes furniture inside the included parts', () => {
    const doc =
      parse(`<body><div class="post"><p>${prose}</p><div class="share-buttons"><a href="/s">Share</a></div></div>
      <div class="post"><p>Second post text.</p></div><aside>Sidebar</aside></body>`);
    const { markdown } = convertDocument(doc, options({ onlyMainContent: true, includeTags: ['.post'] }));
    expect(markdown).toBe(`${prose.trim()}\n\nSecond post text.`);
  });
});

describe('a page that surprises the converter', () => {
  test('keeps the whole page but its furniture when the main content was its headline alone', () => {
    const doc = parse(`<html><head><title>A link post</title></head><body>
      <nav><a href="/">Home</a> <a href="/popular">Popular</a></nav>
      <main>
        <h1>A link post whose title says all there is to say about the story it points at</h1>
        <div><a href="/r/news">r/news</a> <a href="/user/poster">poster</a></div>
        <div><a href="https://news.example.org/story">news.example.org</a></div>
      </main>
      <footer><a href="/terms">Terms</a></footer>
    </body></html>`);
    const result = convertDocument(doc, options({ onlyMainContent: true }));
    expect(result.markdown).toMatch(/^# A link post whose title says all/);
    expect(result.markdown).toContain('[r/news](https://example.com/r/news)');
    expect(result.markdown).toContain('[news.example.org](https://news.example.org/story)');
    expect(result.markdown).not.toContain('Popular');
    expect(result.warning).toMatch(/only its headline/);
  });

  test('gives no warning when the main content holds more than its headline', () => {
    const doc = parse(
      `<html><body><main><h1>A title</h1><p>${'Words of the story. '.repeat(20)}</p></main></body></html>`,
    );
    const result = convertDocument(doc, options({ onlyMainContent: true }));
    expect(result.markdown).toContain('Words of the story.');
    expect(result.warning).toBeUndefined();
  });

  test('gives its plain text with a warning instead of failing', () => {
    const doc = parse(
      '<html><head><title>T</title></head><body><h1>Title</h1><p>First paragraph.</p><div>Second <b>part</b></div><script>x()</script></body></html>',
    );
    doc.querySelector = () => {
      throw new TypeError('boom');
    };
    const result = convertDocument(
      doc,
      options({ onlyMainContent: true, formats: { markdown: true, html: true, links: true } }),
    );
    expect(result.markdown).toBe('Title\n\nFirst paragraph.\n\nSecond part');
    expect(result.html).toBe('<p>Title</p><p>First paragraph.</p><p>Second part</p>');
    expect(result.links).toEqual([]);
    expect(result.warning).toMatch(/could not be converted in full \(TypeError: boom\).*plain text/);
  });

  test('an empty document gives empty formats and says why', () => {
    const doc = parse('<p>gone</p>');
    doc.removeChild(doc.documentElement);
    const result = convertDocument(doc, options({ formats: { markdown: true } }));
    expect(result.markdown).toBe('');
    expect(result.warning).toMatch(/no document/);
  });
});
