import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSearchEngines, type SearchEngines } from '../server/search-engines/index';
import { expectNoAddonErrorsAfterEach } from './support/addon-errors';
import { defaultEnginePolicy, firefoxWithPolicies } from './support/firefox-policies';
import { readStore, waitForBatch } from './support/firefox-history';
import { launchFirefox, type LaunchedFirefox } from './support/launch-firefox';

// A search in Firefox's own default search engine, with no key: the engine set by the enterprise
// policy of a private copy of the installed Firefox (made here, in a temporary folder), reached
// through Firefox's `search` API; its results pages read and followed, the results read through
// the batch pool. What it must give is written here by hand.
let engines: SearchEngines;
let install: Awaited<ReturnType<typeof firefoxWithPolicies>>;
let ff: LaunchedFirefox;

interface Answer {
  engineName: string;
  pagesRead: number;
  results: { url: string; title: string; description?: string }[];
}

beforeAll(async () => {
  engines = await startSearchEngines();
  install = await firefoxWithPolicies(defaultEnginePolicy('Fixture Engine', engines.browserTemplate('direct')));
  ff = await launchFirefox({ extraPermissions: ['search'], executablePath: install.executable });
  // The policy's default is applied once the first window is restored.
  const until = Date.now() + 30_000;
  for (;;) {
    const engines = await ff.extension.evaluate(() => browser.search.get());
    if (engines.some((e) => e.isDefault && e.name === 'Fixture Engine')) break;
    if (Date.now() > until) throw new Error(`Firefox's default engine: ${JSON.stringify(engines)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 120_000);
afterAll(async () => {
  await ff?.close();
  await install?.remove();
  await engines?.close();
});
expectNoAddonErrorsAfterEach(() => ff);

const at = (slug: string) => `${engines.siteOrigin}/r/${slug}`;

describe('search in Firefox', () => {
  it('Firefox’s default engine: its name, its results across two pages, each read through the pool', async () => {
    const started = await ff.ask<{ jobId: string }>('startSearch', {
      engine: 'local',
      search: { query: 'lakes', limit: 7, scrape: true },
      options: { formats: ['markdown'] },
    });
    expect(started.ok, started.error?.message).toBe(true);
    const job = await waitForBatch<{ status: string; done: number; total: number }>(ff, started.value!.jobId);
    expect(job).toMatchObject({ status: 'done', done: 7, total: 7 });
    expect(engines.hits.map(({ query, page }) => `${query} ${page}`)).toEqual(['lakes 1', 'lakes 2']);
    const answer = (await readStore(ff, 'results')).find((r) => (r as Answer).engineName) as Answer;
    expect(answer.engineName).toBe('Fixture Engine');
    expect(answer.pagesRead).toBe(2);
    expect(answer.results.map((r) => [r.url, r.title])).toEqual([
      [at('alpine-lakes'), 'Alpine lakes of Europe'],
      [at('bread-baking'), 'Baking sourdough bread at home'],
      [at('city-cycling'), 'Cycling in the city'],
      [at('deep-sea'), 'Creatures of the deep sea'],
      [at('electric-cars'), 'Electric cars explained'],
      [at('fern-care'), 'How to care for ferns'],
      [at('glacier-melt'), 'Why glaciers are melting'],
    ]);
    const read = (await readStore(ff, 'results')).filter((r) =>
      String((r as { markdown?: string }).markdown ?? '').includes('written for the search fixtures'),
    );
    expect(read).toHaveLength(7);
    expect(engines.siteHits.filter((p) => p.startsWith('/r/')).sort()).toEqual(
      ['alpine-lakes', 'bread-baking', 'city-cycling', 'deep-sea', 'electric-cars', 'fern-care', 'glacier-melt'].map(
        (slug) => `/r/${slug}`,
      ),
    );
  });
});

declare const browser: { search: { get(): Promise<{ name: string; isDefault: boolean }[]> } };
