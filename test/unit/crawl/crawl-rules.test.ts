import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BatchJob } from '@/lib/jobs/job-schema';

// The rules a local crawl decides by, wired together: links of a page admitted with their depth,
// another site's page read one hop from the site (allowExternalLinks) but its own links not
// followed, robots.txt refusals marked, a site the crawl may not read left to fail on its own.
const access = vi.hoisted(() => ({ hosts: new Set<string>() }));
vi.mock('@/lib/permissions/site-access', () => ({
  hasSiteAccess: async (url: string) => access.hosts.has(new URL(url).host),
}));
vi.mock('@/lib/crawl/crawl-fetch', () => ({
  crawlFetchBytes: async (url: string) => {
    const body = url.endsWith('/robots.txt') ? 'User-agent: *\nDisallow: /private/\n' : '';
    return { status: body ? 200 : 404, bytes: new TextEncoder().encode(body), truncated: false };
  },
}));
const { crawlRules } = await import('@/lib/crawl/crawl-rules');

const job = (crawl: Partial<NonNullable<BatchJob['crawl']>>): BatchJob => ({
  id: 'c',
  kind: 'batch',
  engine: 'local',
  status: 'running',
  createdAt: 1,
  updatedAt: 1,
  source: 'crawl',
  crawl: { url: 'https://docs.example.com/', ...crawl },
  options: {},
  total: 1,
  done: 0,
  failed: 0,
});
const page = (...urls: string[]) => ({ href: '', links: urls.map((url) => ({ url, text: '' })) });
const signal = new AbortController().signal;

beforeEach(() => {
  access.hosts = new Set(['docs.example.com', 'other.example.org']);
});

describe('crawl rules', () => {
  it('admits in-scope links one level deeper, marks robots refusals, drops the rest', async () => {
    const rules = await crawlRules(job({}), signal);
    const found = await rules.linksToFollow(
      page(
        'https://docs.example.com/a#x',
        'https://docs.example.com/private/p',
        'https://other.example.org/b',
        'mailto:x@y',
      ),
      0,
      'https://docs.example.com/',
    );
    expect(found.map((f) => [f.url, f.depth, Boolean(f.skip)])).toEqual([
      ['https://docs.example.com/a', 1, false],
      ['https://docs.example.com/private/p', 1, true],
    ]);
  });

  it("reads another site's page one hop from the site, never its links", async () => {
    const rules = await crawlRules(job({ allowExternalLinks: true }), signal);
    const fromSite = await rules.linksToFollow(page('https://other.example.org/b'), 0, 'https://docs.example.com/');
    expect(fromSite.map((f) => f.url)).toEqual(['https://other.example.org/b']);
    expect(await rules.linksToFollow(page('https://other.example.org/c'), 1, 'https://other.example.org/b')).toEqual(
      [],
    );
  });

  it('stops at maxDiscoveryDepth and follows no link in sitemap-only mode', async () => {
    const deep = await crawlRules(job({ maxDiscoveryDepth: 1 }), signal);
    expect(await deep.linksToFollow(page('https://docs.example.com/a'), 1, 'https://docs.example.com/x')).toEqual([]);
    const only = await crawlRules(job({ sitemap: 'only' }), signal);
    expect(await only.linksToFollow(page('https://docs.example.com/a'), 0, 'https://docs.example.com/')).toEqual([]);
  });

  it('leaves a site the crawl may not read to fail on its own, not as a robots refusal', async () => {
    access.hosts.delete('other.example.org');
    const rules = await crawlRules(job({ allowExternalLinks: true }), signal);
    const [found] = await rules.linksToFollow(page('https://other.example.org/b'), 0, 'https://docs.example.com/');
    expect(found?.skip).toBeUndefined();
  });
});
