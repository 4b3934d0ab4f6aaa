import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '@/lib/api/client';
import { withFeatureCalls } from './feature-clients';
import { PAGE_FACT_FORMATS } from '@/lib/api/schemas/scrape-constants';
import { startContractServer, type ContractServer, TEAM_A_KEY } from '../server/index';
import { fillIn } from '@/lib/i18n/t';
import { messages } from '../support/real-messages';

// The page's own facts are local-engine formats: v1 scrape and batch scrape have none, so the
// client refuses them, naming the field, and nothing reaches the service.
let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());
const client = () => withFeatureCalls(createClient({ baseUrl: server.url, apiKey: TEAM_A_KEY }));

describe('page-fact formats and the service', () => {
  it.each(PAGE_FACT_FORMATS)('a scrape or batch scrape asking for %s is refused before sending', async (format) => {
    const message = fillIn(messages.remote_localOnlyFormat!, [format]);
    const refused = { kind: 'invalid-request', message, details: [{ field: 'formats', message }] };
    await expect(client().scrape({ url: 'https://example.com/', formats: ['markdown', format] })).rejects.toMatchObject(
      refused,
    );
    await expect(
      client().batchScrapeStart({ urls: ['https://example.com/'], formats: [format] }),
    ).rejects.toMatchObject(refused);
    expect(server.requests).toEqual([]);
  });
});
