import { gunzipSync } from 'node:zlib';
import { decodeEntities } from '../html/entities';
import type { ServerContext } from '../state';
import { fetchPage } from '../scrape/fetch-page';

// The addresses a site's sitemaps list: /sitemap.xml and those robots.txt declares, following
// sitemap indexes, gzipped files read by their bytes (whatever their name or type says).
const MAX_FILES = 50;

export async function readSitemaps(ctx: ServerContext, site: URL, declared: string[] = []): Promise<string[]> {
  const queue = [...new Set([...declared, new URL('/sitemap.xml', site).href])];
  const read = new Set<string>();
  const pages = new Set<string>();
  while (queue.length > 0 && read.size < MAX_FILES) {
    const file = queue.shift() ?? '';
    if (read.has(file)) continue;
    read.add(file);
    const xml = await fetchXml(ctx, file);
    const locs = [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/gi)].map((m) => decodeEntities(m[1] ?? ''));
    if (/<sitemapindex\b/i.test(xml)) queue.push(...locs);
    else for (const loc of locs) pages.add(loc);
  }
  return [...pages];
}

async function fetchXml(ctx: ServerContext, url: string): Promise<string> {
  const page = await fetchPage(url, { timeoutMs: 10_000, fixtureOrigin: ctx.options.fixtureOrigin });
  if (!page.ok || page.status >= 400) return '';
  const gzipped = page.bytes[0] === 0x1f && page.bytes[1] === 0x8b;
  try {
    return (gzipped ? gunzipSync(page.bytes) : page.bytes).toString('utf8');
  } catch {
    return '';
  }
}
