import { gzipSync } from 'node:zlib';

// What the sitemaps list. Paths only; each <loc> is written absolute with the site's origin.

/** /sitemaps/docs.xml, plain XML. Lists the changelog pages nothing links to, and /blog/ (outside includePaths). */
export const PLAIN_SITEMAP_PATHS = [
  '/docs/',
  '/docs/guides/',
  '/docs/api/',
  '/docs/reference/',
  '/docs/about',
  '/docs/changelog/2024',
  '/docs/changelog/2025',
  '/docs/changelog/2026',
  '/blog/',
];

/** /sitemaps/more.xml.gz, gzipped. Lists the migration notes nothing links to, and an excluded archive page. */
export const GZIP_SITEMAP_PATHS = [
  '/docs/guides/install',
  '/docs/api/auth',
  '/docs/legacy/v1-migration',
  '/docs/legacy/v2-migration',
  '/docs/archive/2019',
];

const LASTMOD = '2026-05-01';

export function urlsetXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${origin}${path}</loc><lastmod>${LASTMOD}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

export function sitemapIndexXml(origin: string, sitemapPaths: readonly string[]): string {
  const entries = sitemapPaths.map(
    (path) => `  <sitemap><loc>${origin}${path}</loc><lastmod>${LASTMOD}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join('\n')}
</sitemapindex>
`;
}

/** Real gzip bytes, served as application/gzip (not as a Content-Encoding): the crawler gunzips. */
export const gzipped = (text: string): Buffer => gzipSync(Buffer.from(text, 'utf8'));
