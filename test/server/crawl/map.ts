import { pageLinks, pageMetadata } from '../html/metadata';
import { parseHtml } from '../html/parse-html';
import type { ServerContext } from '../state';
import { fetchPage } from '../scrape/fetch-page';
import { normalizeUrl } from '../scrape/url';
import type { MapBody } from './request-schemas';
import { readRobots } from './robots';
import { crawlScope, urlOf } from './scope';
import { readSitemaps } from './sitemaps';

// POST /v2/map: the site's addresses from its sitemaps (robots.txt's Sitemap lines and
// /sitemap.xml, indexes and gzipped files followed) and from the start page's links, without
// reading the others. Subdomains are in unless includeSubdomains is false, other sites never; with
// ignoreQueryParameters (the default) addresses lose their query and repeat once. `search` keeps the
// addresses holding any of its words, the most words first; then `limit`. Titles and descriptions
// come from reading the first few of the answer's pages, as the real service has them from its index.
const DEFAULT_LIMIT = 5000;
const DESCRIBED = 100;
const READERS = 5;

interface MapLink {
  url: string;
  title?: string;
  description?: string;
}

export async function answerMap(ctx: ServerContext, body: MapBody): Promise<{ success: true; links: MapLink[] }> {
  const start = new URL(normalizeUrl(body.url));
  const scope = crawlScope(start, {
    allowSubdomains: body.includeSubdomains ?? true,
    crawlEntireDomain: true,
    ignoreQueryParameters: body.ignoreQueryParameters ?? true,
  });
  const found = new Set<string>();
  const add = (value: string) => {
    const url = urlOf(value);
    if (url && scope.accepts(url)) found.add(scope.key(url));
  };
  const mode = body.sitemap ?? 'include';
  if (mode !== 'only') {
    const page = await readPage(ctx, start.href);
    if (page) {
      add(start.href);
      page.links.forEach(add);
    }
  }
  if (mode !== 'skip') {
    const robots = await readRobots(ctx, start);
    (await readSitemaps(ctx, start, robots.sitemaps)).forEach(add);
  }
  const chosen = searched([...found], body.search).slice(0, body.limit ?? DEFAULT_LIMIT);
  return { success: true, links: await described(ctx, chosen) };
}

function searched(urls: string[], search: string | undefined): string[] {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return urls;
  const score = (url: string) => words.filter((w) => url.toLowerCase().includes(w)).length;
  return urls
    .map((url) => ({ url, score: score(url) }))
    .filter((u) => u.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((u) => u.url);
}

async function described(ctx: ServerContext, urls: string[]): Promise<MapLink[]> {
  const links: MapLink[] = urls.map((url) => ({ url }));
  let next = 0;
  const reader = async () => {
    while (next < Math.min(links.length, DESCRIBED)) {
      const link = links[next++] as MapLink;
      const page = await readPage(ctx, link.url);
      if (page?.title) link.title = page.title;
      if (page?.description) link.description = page.description;
    }
  };
  await Promise.all(Array.from({ length: READERS }, reader));
  return links;
}

async function readPage(ctx: ServerContext, url: string) {
  const page = await fetchPage(url, { timeoutMs: 10_000, fixtureOrigin: ctx.options.fixtureOrigin });
  if (!page.ok || page.status >= 400 || !/html/i.test(page.contentType)) return undefined;
  const root = parseHtml(page.bytes.toString('utf8'));
  const meta = pageMetadata(root);
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return { links: pageLinks(root, page.finalUrl), title: text(meta.title), description: text(meta.description) };
}
