import type { SitePage } from './page-types';

/** The site's name: the start page's title and every page's `og:site_name`. */
export const SITE_NAME = 'Lantern Docs';

/** The sentence that makes a page findable in exports: "Marker page docs-guides-install." */
export function markerSentence(path: string): string {
  const id = new URL(path, 'http://x').pathname.split('/').filter(Boolean).join('-') || 'home';
  return `Marker page ${id}.`;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const NAV = `<header class="site-header">
  <nav aria-label="Main">
    <a class="brand" href="/">Lantern</a>
    <a href="/docs/">Docs</a>
    <a href="/docs/guides/">Guides</a>
    <a href="/docs/api/">API</a>
    <a href="/docs/reference/">Reference</a>
    <a href="/blog/">Blog</a>
  </nav>
</header>`;

const FOOTER = `<footer class="site-footer">
  <nav aria-label="Footer">
    <a href="/docs/about">About</a> ·
    <a href="/docs/contact">Contact</a> ·
    <a href="http://external.invalid/partners">Partners</a>
  </nav>
  <p>Lantern is maintained by volunteers. Text on this site is available under CC BY 4.0.</p>
</footer>`;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:0 1rem}
nav a{margin-right:.75rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem}
pre{background:#f4f4f4;padding:.5rem;overflow:auto}.site-footer{margin-top:3rem;color:#555}`;

/** A whole HTML document: head with title, description and canonical; nav; the body; marker; footer. */
export function renderPage(page: SitePage, origin: string): string {
  const fill = (html: string) => html.replaceAll('{origin}', origin).replaceAll('{port}', new URL(origin).port);
  const canonical = page.canonical ? `\n<link rel="canonical" href="${origin}${page.canonical}">` : '';
  const script = page.script ? `\n<script>\n${page.script}\n</script>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<meta name="description" content="${escapeHtml(page.description)}">
<meta property="og:site_name" content="${SITE_NAME}">${canonical}
<style>${STYLE}</style>
</head>
<body>
${page.bare ? '' : NAV}
<main>
<article>
<h1>${escapeHtml(page.title)}</h1>
${fill(page.body).trim()}
<p class="marker">${markerSentence(page.canonical ?? page.path)}</p>
</article>
</main>
${page.bare ? '' : FOOTER}${script}
</body>
</html>
`;
}
