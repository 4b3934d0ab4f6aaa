import { describe, expect, it, vi } from 'vitest';
import { fetchBytesWith } from '@/lib/engines/local/document/fetch-bytes';
import { loadRobots, ROBOTS_MAX_BYTES, ROBOTS_PRODUCT_TOKEN } from '@/lib/crawl/robots';

/** A fetch that answers robots.txt with `body` and `status`, or fails like a network error. */
const serving = (status: number, body = '') =>
  fetchBytesWith(vi.fn(async () => new Response(status === 204 ? null : body, { status })) as unknown as typeof fetch);
const unreachable = fetchBytesWith((async () => {
  throw new TypeError('Failed to fetch');
}) as unknown as typeof fetch);

const ROBOTS = `# comment
User-agent: *
Disallow: /private/
Allow: /private/open
Crawl-delay: 2

User-agent: OtherBot
Disallow: /

Sitemap: https://e.com/sitemap_index.xml
Sitemap: https://e.com/news.xml.gz
`;

describe('loadRobots', () => {
  it('reads the rules of the * group, its crawl-delay and the Sitemap lines', async () => {
    const fetchImpl = vi.fn(async () => new Response(ROBOTS));
    const robots = await loadRobots('https://e.com', fetchBytesWith(fetchImpl as unknown as typeof fetch));
    expect(fetchImpl).toHaveBeenCalledWith('https://e.com/robots.txt', expect.anything());
    expect(robots.source).toBe('rules');
    expect(robots.isAllowed('https://e.com/docs/a')).toBe(true);
    expect(robots.isAllowed('https://e.com/private/x')).toBe(false);
    expect(robots.isAllowed('https://e.com/private/open/y')).toBe(true);
    expect(robots.crawlDelaySeconds).toBe(2);
    expect(robots.sitemaps).toEqual(['https://e.com/sitemap_index.xml', 'https://e.com/news.xml.gz']);
    // robots.txt speaks for its own origin only.
    expect(robots.isAllowed('https://other.org/private/x')).toBe(true);
  });

  it('follows the group that names its product token, in any case, before *', async () => {
    const text = `User-agent: *\nDisallow: /\n\nUser-agent: ${ROBOTS_PRODUCT_TOKEN.toLowerCase()}\nDisallow: /admin\nCrawl-delay: 0.5\n`;
    const robots = await loadRobots('https://e.com', serving(200, text));
    expect(robots.isAllowed('https://e.com/docs')).toBe(true);
    expect(robots.isAllowed('https://e.com/admin/x')).toBe(false);
    expect(robots.crawlDelaySeconds).toBe(0.5);
  });

  it('allows everything when there is no file: 404, 410, and 401/403 (every 4xx but 429)', async () => {
    for (const status of [404, 410, 401, 403]) {
      const robots = await loadRobots('https://e.com', serving(status, 'User-agent: *\nDisallow: /'));
      expect(robots).toMatchObject({ source: 'none', status, sitemaps: [] });
      expect(robots.isAllowed('https://e.com/anything')).toBe(true);
    }
  });

  it('disallows everything, for now, on 429, 5xx, or no answer', async () => {
    for (const fetchBytes of [serving(429), serving(500), serving(503)]) {
      const robots = await loadRobots('https://e.com', fetchBytes);
      expect(robots.source).toBe('unreachable');
      expect(robots.isAllowed('https://e.com/')).toBe(false);
    }
    const robots = await loadRobots('https://e.com', unreachable);
    expect(robots).toMatchObject({ source: 'unreachable', status: undefined });
    expect(robots.isAllowed('https://e.com/a')).toBe(false);
  });

  it('reads an empty 2xx file as no rule', async () => {
    const robots = await loadRobots('https://e.com', serving(204));
    expect(robots.source).toBe('rules');
    expect(robots.isAllowed('https://e.com/a')).toBe(true);
  });

  it('reads only the first 500 KiB, dropping the line cut there', async () => {
    const head = 'User-agent: *\nDisallow: /early\n';
    // The limit falls 12 bytes into the next line: "Disallow: /a".
    const cut = head + `#${'x'.repeat(ROBOTS_MAX_BYTES - 12 - head.length - 2)}\n`;
    const text = cut + 'Disallow: /a-very-long-path-cut-at-the-limit\nDisallow: /late\n';
    expect(cut.length).toBe(ROBOTS_MAX_BYTES - 12);
    const robots = await loadRobots('https://e.com', serving(200, text));
    expect(robots.isAllowed('https://e.com/early')).toBe(false);
    expect(robots.isAllowed('https://e.com/late')).toBe(true);
    // Not the cut prefix "/a" of the line at the limit.
    expect(robots.isAllowed('https://e.com/a')).toBe(true);
  });

  it('passes an abort on instead of reading it as an unreachable site', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('stopped', 'AbortError'));
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      init.signal?.throwIfAborted();
      return new Response('');
    }) as unknown as typeof fetch;
    await expect(loadRobots('https://e.com', fetchBytesWith(fetchImpl), controller.signal)).rejects.toThrow('stopped');
  });
});

describe('fetchBytesWith', () => {
  it('reads at most maxBytes and says the body went on', async () => {
    const fetchBytes = fetchBytesWith((async () => new Response('0123456789')) as unknown as typeof fetch);
    const short = await fetchBytes('https://e.com/x', { maxBytes: 4 });
    expect(new TextDecoder().decode(short.bytes)).toBe('0123');
    expect(short.truncated).toBe(true);
    const whole = await fetchBytes('https://e.com/x', { maxBytes: 10 });
    expect(whole).toMatchObject({ status: 200, truncated: false });
    expect(whole.bytes.length).toBe(10);
  });

  it('returns no body for an answer that is not 2xx, and passes its init', async () => {
    const fetchImpl = vi.fn(async () => new Response('not found page', { status: 404 }));
    const answer = await fetchBytesWith(fetchImpl as unknown as typeof fetch, { credentials: 'include' })(
      'https://e.com/x',
      {
        maxBytes: 100,
      },
    );
    expect(answer).toMatchObject({ status: 404, truncated: false });
    expect(answer.bytes.length).toBe(0);
    expect(fetchImpl).toHaveBeenCalledWith('https://e.com/x', expect.objectContaining({ credentials: 'include' }));
  });
});
