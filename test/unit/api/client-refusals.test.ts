import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { createClient } from '@/lib/api/client';

// Requests the service would refuse are refused here, with the field named, and never sent.
function clientWithSpy(apiKey = 'fc-key') {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{}'));
  return { fetch, client: createClient({ baseUrl: 'https://api.example.test', apiKey, fetch }) };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('client refuses before sending', () => {
  it.each([
    [{ url: 'ftp://example.com' }, 'url', /only http and https/i],
    [{ url: 'not a url' }, 'url', /full URL/],
    [{ url: 'https://a.test', formats: ['changeTracking'] }, 'formats', /add the markdown format/],
    [{ url: 'https://a.test', formats: ['screenshot', 'screenshot@fullPage'] }, 'formats', /either the viewport/],
    [{ url: 'https://a.test', formats: ['json'] }, 'jsonOptions', /prompt or a schema/],
    [{ url: 'https://a.test', jsonOptions: { prompt: 'x' } }, 'formats', /add the json format/],
    [{ url: 'https://a.test', timeout: 500 }, 'timeout', /at least 1000/],
    [{ url: 'https://a.test', waitFor: 20_000 }, 'waitFor', /half the timeout/],
    [{ url: 'https://a.test', location: { country: 'us' } }, 'location.country', /two-letter/],
    [
      { url: 'https://a.test', threatProtection: { riskScoreThreshold: 101 } },
      'threatProtection.riskScoreThreshold',
      /0 to 100/,
    ],
    [
      { url: 'https://a.test', threatProtection: { blacklist: ['https://evil.test/x'] } },
      'threatProtection.blacklist.0',
      /without protocol/,
    ],
    [
      { url: 'https://a.test', actions: [{ type: 'wait' }] },
      'actions.0.milliseconds',
      /either milliseconds or a selector/,
    ],
    [{ url: 'https://a.test', actions: [{ type: 'click' }] }, 'actions.0.selector', /.+/],
    [{ url: 'https://a.test', actions: [{ type: 'screenshot', quality: 0 }] }, 'actions.0.quality', /1 to 100/],
    [
      { url: 'https://a.test', actions: Array.from({ length: 51 }, () => ({ type: 'scrape' })) },
      'actions',
      /At most 50/,
    ],
    [
      {
        url: 'https://a.test',
        actions: [
          { type: 'wait', milliseconds: 40_000 },
          { type: 'wait', milliseconds: 30_000 },
        ],
      },
      'actions',
      /All waiting together/,
    ],
    [{ url: 'https://a.test', onlyMainContnet: false }, '(request)', /Unknown option: onlyMainContnet/],
    [{ url: 'https://a.test', location: { country: 'US', city: 'Paris' } }, 'location', /Unknown option: city/],
  ])('%j', async (request, field, message) => {
    const { client, fetch } = clientWithSpy();
    const error = await refusal(client.scrape(request as never));
    expect(error.kind).toBe('invalid-request');
    const details = error.details as { field: string; message: string }[];
    expect(details.map((d) => d.field)).toContain(field);
    expect(details.find((d) => d.field === field)?.message).toMatch(message);
    expect(error.message).toContain(field);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a file over 50 MB, an unknown type and an empty file', async () => {
    const { client, fetch } = clientWithSpy();
    const big = { size: 50 * 1024 * 1024 + 1 } as Blob;
    expect((await refusal(client.parse({ file: big, fileName: 'big.pdf' }))).kind).toBe('too-large');
    expect((await refusal(client.parse({ file: new Blob(['x']), fileName: 'notes.txt' }))).message).toMatch(
      /not a type the service parses/,
    );
    expect((await refusal(client.parse({ file: new Blob([]), fileName: 'a.pdf' }))).message).toMatch(/empty/);
    expect((await refusal(client.parse({ file: new Blob(['x']) }))).message).toMatch(/needs a name/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses parse options that break the schema, naming the field', async () => {
    const { client } = clientWithSpy();
    const error = await refusal(
      client.parse({ file: new Blob(['a,b']), fileName: 'a.csv', options: { timeout: 400_000 } }),
    );
    expect(error.message).toContain('timeout');
    const parsers = await refusal(
      client.parse({
        file: new Blob(['%PDF']),
        fileName: 'a.pdf',
        options: { parsers: [{ type: 'pdf', maxPages: 0 }] },
      }),
    );
    expect(parsers.message).toContain('parsers.0');
  });

  it('asks for a key when none is set, and checks the base URL', async () => {
    expect((await refusal(clientWithSpy('  ').client.scrape({ url: 'https://a.test' }))).kind).toBe('no-key');
    const badBase = createClient({ baseUrl: 'api.firecrawl.dev', apiKey: 'k', fetch: vi.fn() });
    expect((await refusal(badBase.activeCrawls())).message).toMatch(/base URL/);
  });

  it('sends only what the user set', async () => {
    const { client, fetch } = clientWithSpy();
    fetch.mockResolvedValue(Response.json({ success: true, data: { markdown: '# Hi' } }));
    await client.scrape({
      url: 'https://a.test',
      formats: ['markdown'],
      onlyMainContent: undefined,
      jsonOptions: undefined,
    });
    const init = fetch.mock.calls[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ url: 'https://a.test/', formats: ['markdown'] });
  });
});
