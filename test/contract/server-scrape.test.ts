import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ARTICLE_HTML } from '../server/fixture-pages';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { startContractServer, TEAM_A_KEY, TEAM_B_KEY, type ContractServer } from '../server/index';

// POST /v1/scrape against a fixture page: the answer is derived from the fetched page.
let server: ContractServer;
let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({ '/article': ARTICLE_HTML, '/plain': { body: 'just text', type: 'text/plain' } });
  server = await startContractServer();
});
afterAll(async () => {
  await server.close();
  await site.close();
});
beforeEach(() => server.reset());

type Json = Record<string, unknown>;
const scrape = async (body: Json, key = TEAM_A_KEY, target = server) => {
  const res = await fetch(`${target.url}/v1/scrape`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; data: Json; code?: string; error?: string },
  };
};

describe('scrape formats', () => {
  it('returns markdown only by default, with page metadata', async () => {
    const { status, body } = await scrape({ url: `${site.url}/article` });
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['markdown', 'metadata']);
    const md = body.data.markdown as string;
    expect(md).toContain('# Contract Article');
    expect(md).toContain(`[a relative link](${site.url}/docs/start?ref=a)`);
    expect(md).toContain('- Beta\n  - Beta one');
    expect(md).not.toContain('Footer text');
    expect(md).not.toContain('Home');
    expect(body.data.metadata).toMatchObject({
      title: 'Contract Article',
      description: 'An article served to the contract server.',
      language: 'en',
      keywords: 'contract, fixture',
      'og:title': 'Contract Article (OG)',
      ogTitle: 'Contract Article (OG)',
      ogLocaleAlternate: ['de_DE'],
      sourceURL: `${site.url}/article`,
      statusCode: 200,
    });
  });

  it('returns exactly the requested formats', async () => {
    const { body } = await scrape({
      url: `${site.url}/article`,
      formats: ['html', 'rawHtml', 'links', 'screenshot@fullPage', 'json'],
      jsonOptions: {
        schema: { type: 'object', properties: { price: { type: 'number' }, author: { type: 'string' } } },
      },
      onlyMainContent: false,
    });
    const data = body.data;
    expect(Object.keys(data).sort()).toEqual(['html', 'json', 'links', 'metadata', 'rawHtml', 'screenshot']);
    expect(data.rawHtml).toBe(ARTICLE_HTML);
    expect(data.html).not.toMatch(/<script|<style|<head[\s>]|<meta|<noscript/);
    expect(data.html).toContain('Footer text');
    expect(data.html).toContain(`href="${site.url}/docs/start?ref=a"`);
    expect(data.links).toEqual([
      `${site.url}/`,
      `${site.url}/about`,
      `${site.url}/docs/start?ref=a`,
      'https://example.org/external',
    ]);
    expect(data.json).toEqual({ title: 'Contract Article', price: 42.5, author: 'Jane Doe' });
    const png = await fetch(data.screenshot as string);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await png.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('runs actions in order', async () => {
    const { body } = await scrape({
      url: `${site.url}/article`,
      actions: [
        { type: 'wait', milliseconds: 10 },
        { type: 'screenshot' },
        { type: 'executeJavascript', script: 'return document.title' },
        { type: 'scrape' },
        { type: 'executeJavascript', script: 'return [1, 2]' },
        { type: 'pdf' },
        { type: 'screenshot', fullPage: true },
      ],
    });
    const actions = body.data.actions as {
      screenshots: string[];
      scrapes: Json[];
      javascriptReturns: Json[];
      pdfs: string[];
    };
    expect(actions.screenshots).toHaveLength(2);
    expect(actions.scrapes).toEqual([{ url: `${site.url}/article`, html: ARTICLE_HTML }]);
    expect(actions.javascriptReturns).toEqual([
      { type: 'string', value: 'Contract Article' },
      { type: 'array', value: [1, 2] },
    ]);
    expect((await fetch(actions.pdfs[0] ?? '')).headers.get('content-type')).toBe('application/pdf');
  });

  it('tracks changes per team, url and tag', async () => {
    const body = {
      url: `${site.url}/article`,
      formats: ['markdown', 'changeTracking'],
      changeTrackingOptions: { modes: ['git-diff'] },
    };
    const first = (await scrape(body)).body.data.changeTracking as Json;
    expect(first).toMatchObject({ changeStatus: 'new', previousScrapeAt: null, visibility: 'visible', diff: null });
    expect((await scrape(body)).body.data.changeTracking).toMatchObject({
      changeStatus: 'same',
      previousScrapeAt: expect.any(String),
    });
    expect((await scrape(body, TEAM_B_KEY)).body.data.changeTracking).toMatchObject({ changeStatus: 'new' });
    site.pages.set('/article', { body: ARTICLE_HTML.replace('Alpha', 'Gamma') });
    try {
      const changed = (await scrape(body)).body.data.changeTracking as Json;
      expect(changed.changeStatus).toBe('changed');
      expect(changed.diff).toMatch(/^diff --git a\//);
      expect(changed.diff).toContain('\n-- Alpha\n+- Gamma\n');
      const tagged = await scrape({
        ...body,
        changeTrackingOptions: {
          modes: ['json'],
          tag: 'x',
          schema: { type: 'object', properties: { author: { type: 'string' } } },
        },
      });
      expect(tagged.body.data.changeTracking).toMatchObject({
        changeStatus: 'new',
        json: { author: { previous: null, current: 'Jane Doe' } },
      });
    } finally {
      site.pages.set('/article', { body: ARTICLE_HTML });
    }
  });
});

describe('scrape targets', () => {
  it('fails like a DNS error (HTTP 200) for public hosts', async () => {
    const { status, body } = await scrape({ url: 'https://example.com/' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 'SCRAPE_DNS_RESOLUTION_ERROR' });
  });

  it('maps public URLs onto fixtureOrigin when given', async () => {
    const mapped = await startContractServer({ fixtureOrigin: site.url });
    try {
      const { body } = await scrape({ url: 'https://news.example.com/article?x=1' }, TEAM_A_KEY, mapped);
      expect(body.data.metadata).toMatchObject({
        title: 'Contract Article',
        sourceURL: 'https://news.example.com/article?x=1',
      });
      expect(site.hits.at(-1)?.path).toBe('/article?x=1');
    } finally {
      await mapped.close();
    }
  });

  it('reports the page status, forwards headers, handles plain text', async () => {
    const missing = await scrape({ url: `${site.url}/missing`, headers: { 'x-test': 'yes' } });
    expect(missing.body.data.metadata).toMatchObject({ statusCode: 404 });
    expect(missing.body.data.warning).toContain('404');
    expect(site.hits.at(-1)?.headers['x-test']).toBe('yes');
    expect((await scrape({ url: `${site.url}/plain` })).body.data.markdown).toBe('just text');
  });
});
