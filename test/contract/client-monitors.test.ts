import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { createClient } from '@/lib/api/client';
import { withFeatureCalls } from './feature-clients';
import { startContractServer, type ContractServer, TEAM_A_KEY, TEAM_B_KEY } from '../server/index';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { until } from './server-call';

// /v2/monitor end to end against the contract server: every operation, what is sent, what comes back.
let server: ContractServer;
let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({
    '/pricing': '<html><title>Pricing</title><body><main><h1>Pricing</h1><p>Pro: 10 EUR</p></main></body></html>',
  });
  server = await startContractServer();
});
beforeEach(() => server.reset());
afterAll(async () => {
  await server.close();
  await site.close();
});
const monitors = (apiKey = TEAM_A_KEY) => withFeatureCalls(createClient({ baseUrl: server.url, apiKey })).monitors;

describe('monitors', () => {
  it('create sends every field and reads the monitor back with the schedule as cron', async () => {
    const request = {
      name: 'Pricing',
      schedule: { text: 'every 30 minutes', timezone: 'Europe/Paris' },
      targets: [
        {
          type: 'scrape' as const,
          urls: [`${site.url}/pricing`],
          scrapeOptions: { formats: ['markdown'], onlyMainContent: true },
        },
        { type: 'crawl' as const, url: `${site.url}/`, crawlOptions: { limit: 10 } },
        {
          type: 'search' as const,
          queries: ['kettle price'],
          searchWindow: '24h' as const,
          maxResults: 5,
          includeDomains: ['example.com'],
        },
      ],
      goal: 'Tell me when a price changes',
      webhook: {
        url: 'https://example.com/hook',
        headers: { 'x-secret': 's' },
        metadata: { team: 'ops' },
        events: ['monitor.check.completed' as const],
      },
      notification: { email: { enabled: true, recipients: ['alerts@example.com'], includeDiffs: true } },
      retentionDays: 14,
      judgeEnabled: true,
    };
    const { data } = await monitors().create(request);
    const sent = server.requests.at(-1);
    expect(sent).toMatchObject({ method: 'POST', path: '/v2/monitor', body: request });
    expect(sent?.headers.authorization).toBe(`Bearer ${TEAM_A_KEY}`);
    expect(data).toMatchObject({
      name: 'Pricing',
      status: 'active',
      schedule: { cron: '*/30 * * * *', timezone: 'Europe/Paris' },
      retentionDays: 14,
      goal: request.goal,
      judgeEnabled: true,
    });
    expect(data.targets?.every((t) => typeof t.id === 'string')).toBe(true);
    expect(typeof data.nextRunAt).toBe('string');
  });

  it('refuses before sending what the service would refuse, naming the field', async () => {
    const bad = {
      name: 'x',
      schedule: { text: 'hourly', cron: '0 * * * *' },
      targets: [{ type: 'search' as const, queries: ['q'] }],
    };
    const error = await monitors()
      .create(bad)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'schedule.text' }),
        expect.objectContaining({ field: 'goal' }),
      ]),
    );
    expect(server.requests).toHaveLength(0);
  });

  it('the server refuses an unreadable schedule with 400, read as a bad request', async () => {
    const error = await monitors()
      .create({
        name: 'x',
        schedule: { text: 'whenever' },
        targets: [{ type: 'scrape', urls: [`${site.url}/pricing`] }],
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'bad-request', status: 400 });
  });

  it('lists, gets, pauses, resumes and deletes; another team sees none of it', async () => {
    const { data: created } = await monitors().create({
      name: 'P',
      schedule: { cron: '*/15 * * * *' },
      targets: [{ type: 'scrape', urls: [`${site.url}/pricing`] }],
    });
    expect((await monitors().list({ limit: 10 })).data.map((m) => m.id)).toEqual([created.id]);
    expect(server.requests.at(-1)?.query).toEqual({ limit: '10' });
    expect((await monitors(TEAM_B_KEY).list()).data).toEqual([]);
    expect((await monitors().update(created.id, { status: 'paused' })).data.status).toBe('paused');
    expect(server.requests.at(-1)).toMatchObject({ method: 'PATCH', body: { status: 'paused' } });
    expect((await monitors().get(created.id)).data.status).toBe('paused');
    expect(
      (await monitors().update(created.id, { status: 'active', schedule: { text: 'daily at 9am', timezone: 'UTC' } }))
        .data.schedule,
    ).toMatchObject({ cron: '0 9 * * *' });
    expect(await monitors().delete(created.id)).toMatchObject({ success: true });
    expect(
      await monitors()
        .get(created.id)
        .catch((e: unknown) => e),
    ).toMatchObject({ kind: 'not-found' });
  });

  it('runs a check now; its pages say new, then same, then changed with a diff', async () => {
    const { data: monitor } = await monitors().create({
      name: 'P',
      schedule: { text: 'hourly' },
      targets: [{ type: 'scrape', urls: [`${site.url}/pricing`] }],
    });
    const checkOf = async () => {
      const run = await monitors().run(monitor.id);
      expect(run.data.status).toBe('queued');
      const done = await until(
        () => monitors().check(monitor.id, run.data.id),
        (c) => c.data.status === 'completed',
      );
      return done.data;
    };
    expect((await checkOf()).pages?.[0]).toMatchObject({ status: 'new', url: `${site.url}/pricing` });
    expect((await checkOf()).pages?.[0]?.status).toBe('same');
    site.pages.set('/pricing', {
      body: '<html><title>Pricing</title><body><main><h1>Pricing</h1><p>Pro: 12 EUR</p></main></body></html>',
    });
    const changed = await checkOf();
    expect(changed.summary).toMatchObject({ totalPages: 1, changed: 1 });
    expect(changed.pages?.[0]?.diff?.text).toContain('+Pro: 12 EUR');
    const listed = await monitors().checks(monitor.id, { status: 'completed', limit: 2 });
    expect(listed.data.map((c) => c.id)[0]).toBe(changed.id);
    expect(listed.data).toHaveLength(2);
    expect((await monitors().get(monitor.id)).data.lastCheckSummary).toMatchObject({ changed: 1 });
  });

  it('a second run while one is running is refused with 409', async () => {
    const { data: monitor } = await monitors().create({
      name: 'P',
      schedule: { text: 'hourly' },
      targets: [{ type: 'scrape', urls: [`${site.url}/pricing`] }],
    });
    const [first, second] = await Promise.allSettled([monitors().run(monitor.id), monitors().run(monitor.id)]);
    expect(first.status).toBe('fulfilled');
    expect(second).toMatchObject({ status: 'rejected', reason: { status: 409 } });
  });

  it('retries a 503 on monitor calls as on every call', async () => {
    server.failNext({ path: '/v2/monitor', status: 503, times: 1 });
    expect((await monitors().list()).data).toEqual([]);
    expect(server.requests.filter((r) => r.path === '/v2/monitor')).toHaveLength(2);
  });
});
