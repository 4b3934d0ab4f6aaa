/**
 * An article page with site boilerplate (nav, sidebar, footer) around it, so onlyMainContent has
 * something to drop, and an XHTML variant of the same page.
 */
import { strToU8 } from 'fflate';

const PARAGRAPHS = [
  'Tide pools form where the sea leaves water behind in hollows of rock at low tide.',
  'Anemones, crabs and small fish live in them, and each pool is a small world that changes twice a day.',
  'Visit at low tide, step only on bare rock, and put back any stone you turn over.',
];

const body = `
  <header class="site-header"><a href="/">Coast Notes</a>
    <nav class="main-nav"><ul><li><a href="/news">News</a></li><li><a href="/about">About us</a></li><li><a href="/shop">Shop</a></li></ul></nav>
  </header>
  <main>
    <article>
      <h1>Life in a tide pool</h1>
      <p class="byline">By Marina Shore</p>
      ${PARAGRAPHS.map((text) => `<p>${text}</p>`).join('\n      ')}
      <h2>What to look for</h2>
      <ul><li>Sea anemones</li><li>Hermit crabs</li><li>Blennies</li></ul>
      <p>Read the <a href="/guides/tides">tide guide</a> before you go.</p>
      <img src="/img/pool.jpg" alt="A tide pool"/>
      <aside class="sidebar-ad">Buy our boots now!</aside>
    </article>
  </main>
  <footer class="site-footer"><p>© 2024 Coast Notes. All rights reserved.</p><a href="/privacy">Privacy policy</a></footer>`;

export const HTML_TITLE = 'Life in a tide pool – Coast Notes';

export const articleHtml = (charsetMeta = '<meta charset="utf-8"/>'): string => `<!DOCTYPE html>
<html lang="en">
<head>${charsetMeta}<title>${HTML_TITLE}</title><meta name="description" content="What lives in a tide pool."/>
<base href="https://coast.example/articles/tide-pools"/><style>body { color: red }</style><script>window.tracker = 1;</script></head>
<body>${body}</body>
</html>`;

export const makeHtml = (): Uint8Array => strToU8(articleHtml());

export const makeXhtml = (): Uint8Array =>
  strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head><title>${HTML_TITLE}</title><base href="https://coast.example/articles/tide-pools"/></head>
<body>${body}</body>
</html>`);

/** The page in Windows-1252, declared only by http-equiv, with a character outside ASCII. */
export function makeLatin1Html(): Uint8Array {
  const text = articleHtml('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252"/>')
    .replace('Marina Shore', 'Marina Sh\u00f6re')
    .replace('\u2013', '-')
    .replace('\u00a9', '(c)');
  return Uint8Array.from(text, (ch) => ch.charCodeAt(0));
}
