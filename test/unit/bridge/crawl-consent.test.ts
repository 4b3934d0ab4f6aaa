import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setSitePolicy } from '@/lib/permissions/site-policy-store';
import type { BatchJob } from '@/lib/jobs/job-schema';

// A crawl a program started stays on the site the user consented to: its pages on other sites
// (subdomains, external links) are kept as skipped, saying why, unless the user allows that site.
vi.mock('@/lib/permissions/site-access', () => ({ hasSiteAccess: async () => true }));
vi.mock('@/lib/crawl/crawl-fetch', () => ({
  crawlFetchBytes: async () => ({ status: 404, bytes: new Uint8Array(), truncated: false }),
}));
const { crawlRules } = await import('@/lib/crawl/crawl-rules');

const job = (change: Partial<BatchJob> = {}): BatchJob => ({
  id: 'c',
  kind: 'batch',
  engine: 'local',
  status: 'running',
  createdAt: 1,
  updatedAt: 1,
  source: 'crawl',
  crawl: { url: 'https://example.com/', allowSubdomains: true, allowExternalLinks: true },
  options: {},
  total: 1,
  done: 0,
  failed: 0,
  ...change,
});
const page = (...urls: string[]) => ({ href: '', links: urls.map((url) => ({ url, text: '' })) });
const signal = new AbortController().signal;
const LINKS = [
  'https://example.com/a',
  'https://www.example.com/b',
  'https://docs.example.com/c',
  'https://other.example.org/d',
];

/** Each link found on the start page, with the reason it is skipped (if it is). */
async function found(crawl: BatchJob) {
  const rules = await crawlRules(crawl, signal);
  const links = await rules.linksToFollow(page(...LINKS), 0, 'https://example.com/');
  return links.map((link) => [link.url, link.skip?.message]);
}

const notAllowed = (site: string) =>
  `Not read: ${site} is another site than the crawl's, and programs read another site only once you always allow it (in the side panel when a program asks for it).`;

beforeEach(() => fakeBrowser.reset());

describe("a bridge crawl's other sites", () => {
  it('are skipped, naming the site, while the start site (with or without www.) is read', async () => {
    expect(await found(job({ client: 'curl' }))).toEqual([
      ['https://example.com/a', undefined],
      ['https://www.example.com/b', undefined],
      ['https://docs.example.com/c', notAllowed('docs.example.com')],
      ['https://other.example.org/d', notAllowed('other.example.org')],
    ]);
  });

  it('are read once the user allows them, and stay skipped when blocked', async () => {
    await setSitePolicy(['docs.example.com'], 'allow');
    await setSitePolicy(['other.example.org'], 'block');
    const links = await found(job({ client: 'curl' }));
    expect(links.map(([, skip]) => skip)).toEqual([undefined, undefined, undefined, notAllowed('other.example.org')]);
  });

  it("are checked when the page's turn comes, too: a site blocked meanwhile is not read", async () => {
    await setSitePolicy(['docs.example.com'], 'allow');
    const rules = await crawlRules(job({ client: 'curl' }), signal);
    expect(await rules.pageRefusal('https://docs.example.com/c')).toBeUndefined();
    await setSitePolicy(['docs.example.com'], 'block');
    expect(await rules.pageRefusal('https://docs.example.com/c')).toMatchObject({
      kind: 'forbidden',
      message: notAllowed('docs.example.com'),
    });
  });

  it("do not concern the user's own crawls", async () => {
    expect((await found(job())).map(([, skip]) => skip)).toEqual([undefined, undefined, undefined, undefined]);
  });
});
