import { describe, expect, it } from 'vitest';
import { crawlSiteServer, SITE, SUBDOMAIN_PAGE } from './crawl-site';
import { callServer } from './server-call';

// What the contract server's map answers (crawl/map.ts): the sitemaps' and the start page's
// addresses, with titles and descriptions, filtered, searched and limited.
const env = crawlSiteServer();

const mapped = async (body: Record<string, unknown>) => {
  const answer = await callServer(env.server, 'POST', '/v2/map', { url: `${SITE}/`, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.links as { url: string; title?: string; description?: string }[];
};
const urls = (links: { url: string }[]) => links.map((l) => l.url).sort();

describe('map', () => {
  it('the start page, its links on the site and its subdomains, and the gzipped sitemap behind the index', async () => {
    const links = await mapped({});
    expect(urls(links)).toEqual(
      [
        `${SITE}/`,
        `${SITE}/about`,
        `${SITE}/blog/`,
        `${SITE}/docs/`,
        `${SITE}/docs/a`,
        `${SITE}/docs/only-in-sitemap`,
        `${SITE}/private/secret`,
        SUBDOMAIN_PAGE,
      ].sort(),
    );
    expect(links).toContainEqual({ url: `${SITE}/docs/a`, title: 'Doc A', description: 'About Doc A.' });
    // Only the pages named, not the whole site, were read.
    expect(env.site.hits.map((h) => h.path)).not.toContain('/docs/deep/1');
  });

  it('without subdomains; sitemap only; sitemap skipped', async () => {
    expect(urls(await mapped({ includeSubdomains: false }))).not.toContain(SUBDOMAIN_PAGE);
    expect(urls(await mapped({ sitemap: 'only' }))).toEqual([`${SITE}/docs/a`, `${SITE}/docs/only-in-sitemap`]);
    expect(urls(await mapped({ sitemap: 'skip' }))).not.toContain(`${SITE}/docs/only-in-sitemap`);
  });

  it('addresses keep their query only when ignoreQueryParameters is false', async () => {
    const start = { url: `${SITE}/docs/`, sitemap: 'skip' };
    expect(urls(await mapped(start))).not.toContain(`${SITE}/docs/b?ref=1`);
    expect(urls(await mapped({ ...start, ignoreQueryParameters: false }))).toContain(`${SITE}/docs/b?ref=1`);
  });

  it('search keeps the addresses with its words, the most words first; limit cuts the list', async () => {
    const found = await mapped({ search: 'docs sitemap' });
    expect(found[0]?.url).toBe(`${SITE}/docs/only-in-sitemap`);
    expect(found.every((l) => l.url.includes('docs') || l.url.includes('sitemap'))).toBe(true);
    expect(await mapped({ search: 'docs', limit: 2 })).toHaveLength(2);
    expect(await mapped({ search: 'nothing-like-this' })).toEqual([]);
  });
});
