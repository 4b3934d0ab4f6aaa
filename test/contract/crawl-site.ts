import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createClient } from '@/lib/api/client';
import { withFeatureCalls } from './feature-clients';
import { startContractServer, TEAM_A_KEY, type ContractServer } from '../server/index';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';

// A small site for the crawl and map contract tests, served as https://site.example through the
// contract server's fixtureOrigin (every host maps to it by path): robots.txt with a Disallow and
// a Sitemap line, a sitemap index naming one gzipped sitemap, a page only the sitemap names, a query
// duplicate, a chain of depths, a failing page, a blog, a subdomain's and another site's page.
export const SITE = 'https://site.example';
export const SUBDOMAIN_PAGE = 'https://docs.site.example/sub';
export const EXTERNAL_PAGE = 'https://elsewhere.example/page';

const page = (title: string, links: string[] = [], description = `About ${title}.`) =>
  `<html><head><title>${title}</title><meta name="description" content="${description}"></head><body><main>` +
  `<h1>${title}</h1><p>${title} text.</p>${links.map((l) => `<a href="${l}">${l}</a>`).join(' ')}</main></body></html>`;

const urlset = (paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
  paths.map((p) => `<url><loc>${SITE}${p}</loc></url>`).join('') +
  `</urlset>`;

export const PAGES = {
  '/': page('Home', [
    '/docs/',
    '/blog/',
    '/about',
    '/private/secret',
    'https://elsewhere.example/',
    EXTERNAL_PAGE,
    SUBDOMAIN_PAGE,
  ]),
  '/docs/': page('Docs', ['/docs/a', '/docs/b', '/docs/b?ref=1', '/docs/deep/1', '/']),
  '/docs/a': page('Doc A', ['/docs/a#top', '/docs/']),
  '/docs/b': page('Doc B', ['/docs/broken']),
  '/docs/deep/1': page('Deep 1', ['/docs/deep/2']),
  '/docs/deep/2': page('Deep 2', ['/docs/deep/3']),
  '/docs/deep/3': page('Deep 3'),
  '/docs/only-in-sitemap': page('Only in the sitemap'),
  '/blog/': page('Blog', ['/blog/post-1']),
  '/blog/post-1': page('Post 1'),
  '/about': page('About'),
  '/private/secret': page('Secret'),
  '/page': page('Elsewhere'),
  '/sub': page('Subdomain page'),
};

/** The pages a crawl of the whole site from `/` reads, with its defaults. */
export const ALL_READ = [
  '/',
  '/about',
  '/blog/',
  '/blog/post-1',
  '/docs/',
  '/docs/a',
  '/docs/b',
  '/docs/b?ref=1',
  '/docs/deep/1',
  '/docs/deep/2',
  '/docs/deep/3',
  '/docs/only-in-sitemap',
].map((p) => SITE + p);

export async function startCrawlSite(): Promise<FixtureSite> {
  return startFixtureSite({
    ...PAGES,
    '/docs/broken': { body: page('Broken'), status: 500 },
    '/robots.txt': {
      type: 'text/plain',
      body: `User-agent: *\nDisallow: /private/\nCrawl-delay: 1\n\nSitemap: ${SITE}/sitemap-index.xml\n`,
    },
    '/sitemap-index.xml': {
      type: 'application/xml',
      body:
        `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
        `<sitemap><loc>${SITE}/sitemap-docs.xml.gz</loc></sitemap></sitemapindex>`,
    },
    '/sitemap-docs.xml.gz': {
      type: 'application/gzip',
      body: gzipSync(urlset(['/docs/a', '/docs/only-in-sitemap'])),
    },
  });
}

/**
 * For a test file: the site, and a contract server answering from it (reset before each test),
 * both started before the file's tests and closed after them.
 */
export function crawlSiteServer(): { server: ContractServer; site: FixtureSite } {
  const env = {} as { server: ContractServer; site: FixtureSite };
  beforeAll(async () => {
    env.site = await startCrawlSite();
    env.server = await startContractServer({ fixtureOrigin: env.site.url });
  });
  beforeEach(() => env.server.reset());
  afterAll(async () => {
    await env.server.close();
    await env.site.close();
  });
  return env;
}

/** The real client on the contract server, with short waits between retries. */
export const clientOf = (server: ContractServer, apiKey = TEAM_A_KEY) =>
  withFeatureCalls(createClient({ baseUrl: server.url, apiKey, retry: { baseDelayMs: 10, maxDelayMs: 50 } }));
