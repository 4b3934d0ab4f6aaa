import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '@/lib/api/client';
import { extractedJson } from '@/lib/api/schemas/scrape-response';
import { startContractServer, type ContractServer, TEAM_A_KEY, TEAM_B_KEY } from '../server/index';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';

// The four operations end to end against the contract server: what is sent, what comes back.
let server: ContractServer;
let site: FixtureSite;
const ARTICLE = `<html lang="en"><head><title>Tide pools</title><meta name="description" content="Life between tides">
<meta property="og:title" content="Tide pools!"></head><body><nav><a href="/">Home</a></nav>
<article><h1>Tide pools</h1><p>Anemones and <a href="/crabs">crabs</a>.</p></article></body></html>`;

beforeAll(async () => {
  site = await startFixtureSite({ '/article': ARTICLE });
  server = await startContractServer();
});
beforeEach(() => server.reset());
afterAll(async () => {
  await server.close();
  await site.close();
});
const client = (apiKey = TEAM_A_KEY) => createClient({ baseUrl: server.url, apiKey });

describe('scrape', () => {
  it('sends bearer auth and only what was set, and reads every requested format', async () => {
    const url = `${site.url}/article`;
    const answer = await client().scrape({
      url,
      formats: ['markdown', 'html', 'rawHtml', 'links', 'screenshot', 'json', 'changeTracking'],
      jsonOptions: { prompt: 'the title' },
    });
    const sent = server.requests.at(-1);
    expect(sent?.headers.authorization).toBe(`Bearer ${TEAM_A_KEY}`);
    expect(sent?.body).toEqual({
      url: new URL(url).href,
      formats: ['markdown', 'html', 'rawHtml', 'links', 'screenshot', 'json', 'changeTracking'],
      jsonOptions: { prompt: 'the title' },
    });
    const { data } = answer;
    expect(data.markdown).toContain('Tide pools');
    expect(data.html).not.toContain('<head');
    expect(data.rawHtml).toBe(ARTICLE);
    expect(data.links).toContain(`${site.url}/crabs`);
    expect(data.screenshot).toMatch(/\/screenshots\/.+\.png$/);
    expect(extractedJson(data)).toMatchObject({ title: 'Tide pools' });
    expect(data.changeTracking?.changeStatus).toBe('new');
    expect(data.metadata).toMatchObject({ title: 'Tide pools', description: 'Life between tides', statusCode: 200 });
    // Unknown fields the service adds are kept, not dropped.
    expect(data.metadata?.['og:title']).toBe('Tide pools!');
  });

  it('actions come back in action order', async () => {
    const answer = await client().scrape({
      url: `${site.url}/article`,
      actions: [
        { type: 'screenshot' },
        { type: 'scrape' },
        { type: 'executeJavascript', script: 'document.title' },
        { type: 'pdf' },
      ],
    });
    expect(answer.data.actions?.screenshots).toHaveLength(1);
    expect(answer.data.actions?.scrapes?.[0]?.url).toContain('/article');
    expect(answer.data.actions?.javascriptReturns?.[0]).toEqual({ type: 'string', value: 'Tide pools' });
    expect(answer.data.actions?.pdfs).toHaveLength(1);
  });
});

describe('parse', () => {
  it('uploads the file with options as a text field and reads the result', async () => {
    const csv = new Blob(['name,price\nTea,3\nCake,4\n'], { type: 'text/csv' });
    const answer = await client().parse({
      file: csv,
      fileName: 'menu.csv',
      options: { formats: ['markdown', { type: 'summary' }] },
    });
    expect(server.requests.at(-1)?.body).toMatchObject({
      fileName: 'menu.csv',
      options: { formats: ['markdown', { type: 'summary' }] },
    });
    expect(answer.data.markdown).toMatch(/\| name \| price \|/);
  });

  it('a PDF with maxPages reports numPages and totalPages', async () => {
    const pdf = new Blob(['page one\fpage two\fpage three']);
    const answer = await client().parse({
      file: pdf,
      fileName: 'report.pdf',
      options: { parsers: [{ type: 'pdf', maxPages: 2 }] },
    });
    expect(answer.data.metadata).toMatchObject({ numPages: 2, totalPages: 3 });
    expect(answer.data.pages).toHaveLength(2);
  });
});

describe('active crawls and token usage', () => {
  it('lists the team of the key only', async () => {
    expect((await client().activeCrawls()).crawls).toHaveLength(2);
    expect((await client(TEAM_B_KEY).activeCrawls()).crawls).toEqual([]);
  });

  it('reads tokensUsed, endDate null, and the per-key breakdown only with byApiKey', async () => {
    const plain = await client().tokenUsage();
    expect(server.requests.at(-1)?.query).toEqual({});
    expect(plain.periods.at(-1)?.endDate).toBeNull();
    expect(plain.periods.every((p) => p.apiKey === undefined && p.tokens > 0)).toBe(true);
    const split = await client().tokenUsage({ byApiKey: true });
    expect(server.requests.at(-1)?.query).toEqual({ byApiKey: 'true' });
    expect(new Set(split.periods.map((p) => p.apiKey))).toEqual(new Set(['Default key', 'CI key']));
    const total = (ps: { tokens: number }[]) => ps.reduce((s, p) => s + p.tokens, 0);
    expect(total(split.periods)).toBe(total(plain.periods));
  });
});
