import { describe, expect, it } from 'vitest';
import { readResultsPage } from '@/lib/search/results-page/read-results-page';
import { ENGINE, SITE, enginePage } from './engine-page';

// The generic reader on the fixture engines (test/server/search-engines/engines.ts), whose pages
// differ in structure. What each must give is written here by hand.
const read = (engine: Parameters<typeof enginePage>[0], query = 'lakes', page = 1) => {
  const { doc } = enginePage(engine, query, page);
  return readResultsPage(doc, { engineUrl: `${ENGINE}/${engine}/search?q=${query}` });
};
const at = (slug: string) => `${SITE}/r/${slug}`;

describe('readResultsPage', () => {
  it('direct links in headings: titles, addresses, descriptions; breadcrumbs, cached links and the engine’s own left out', () => {
    const reading = read('direct');
    expect(reading.results).toEqual([
      {
        url: at('alpine-lakes'),
        title: 'Alpine lakes of Europe',
        description: 'A guide to the clearest mountain lakes in the Alps.',
      },
      {
        url: at('bread-baking'),
        title: 'Baking sourdough bread at home',
        description: 'Starter, folds and a hot oven: a sourdough method.',
      },
      {
        url: at('city-cycling'),
        title: 'Cycling in the city',
        description: 'Routes, locks and lights for riding to work every day.',
      },
      {
        url: at('deep-sea'),
        title: 'Creatures of the deep sea',
        description: 'Anglerfish, giant squid and the animals of the dark.',
      },
      {
        url: at('electric-cars'),
        title: 'Electric cars explained',
        description: 'Batteries, charging and range, without the jargon.',
      },
    ]);
    expect(reading.adsLeftOut).toBe(0);
    expect(reading.next).toEqual({ kind: 'link', url: `${ENGINE}/direct/search?q=lakes&p=2` });
    expect(reading.challenge).toBeUndefined();
  });

  it('a result repeated on a page is kept once; the last page has no next', () => {
    expect(read('direct', 'lakes', 2).results.map((r) => r.url)).toEqual([
      at('fern-care'),
      at('glacier-melt'),
      at('city-cycling'),
      at('honey-bees'),
      at('ink-drawing'),
      at('jazz-history'),
    ]);
    expect(read('direct', 'lakes', 3).next).toBeUndefined();
  });

  it('links wrapped in the engine’s redirect are undone; the ad among them is left out; the Next form is found', () => {
    const reading = read('wrapped');
    expect(reading.results).toEqual([
      {
        url: at('maple-syrup'),
        title: 'Making maple syrup',
        description: 'Tapping trees and boiling sap in early spring.',
      },
      {
        url: at('night-sky'),
        title: 'Reading the night sky',
        description: 'Constellations, planets and a star chart for beginners.',
      },
      {
        url: at('olive-oil'),
        title: 'Choosing olive oil',
        description: 'Extra virgin, harvest dates and how to taste oil.',
      },
      {
        url: at('paper-boats'),
        title: 'Folding paper boats',
        description: 'Three boats to fold from one sheet of paper.',
      },
    ]);
    expect(reading.adsLeftOut).toBe(1);
    expect(reading.next).toEqual({ kind: 'press' });
  });

  it('ads above, among and below the results, the engine’s questions and related searches: only the organic results', () => {
    const reading = read('ads');
    expect(reading.results).toEqual([
      {
        url: at('electric-cars'),
        title: 'Electric cars explained',
        description: 'Mar 3, 2025 — Batteries, charging and range, without the jargon.',
      },
      {
        url: at('glacier-melt'),
        title: 'Why glaciers are melting',
        description: 'Mar 3, 2025 — What the ice records tell us about a warming climate.',
      },
      {
        url: at('bread-baking'),
        title: 'Baking sourdough bread at home',
        description: 'Mar 3, 2025 — Starter, folds and a hot oven: a sourdough method.',
      },
      {
        url: at('night-sky'),
        title: 'Reading the night sky',
        description: 'Mar 3, 2025 — Constellations, planets and a star chart for beginners.',
      },
      {
        url: at('kite-flying'),
        title: 'Flying a kite on the beach',
        description: 'Mar 3, 2025 — Wind, line and launch: a kite for a breezy day.',
      },
    ]);
    expect(reading.adsLeftOut).toBe(4);
    expect(reading.next).toEqual({ kind: 'link', url: `${ENGINE}/ads/search?q=lakes&start=10` });
  });

  it('a page without headings: the run of like items, not the tabs, related searches or footer', () => {
    const reading = read('list');
    expect(reading.results).toEqual([
      {
        url: at('honey-bees'),
        title: 'The life of honey bees',
        description: 'Queens, workers and drones in a busy summer hive.',
      },
      {
        url: at('paper-boats'),
        title: 'Folding paper boats',
        description: 'Three boats to fold from one sheet of paper.',
      },
      {
        url: at('city-cycling'),
        title: 'Cycling in the city',
        description: 'Routes, locks and lights for riding to work every day.',
      },
      {
        url: at('maple-syrup'),
        title: 'Making maple syrup',
        description: 'Tapping trees and boiling sap in early spring.',
      },
      {
        url: at('deep-sea'),
        title: 'Creatures of the deep sea',
        description: 'Anglerfish, giant squid and the animals of the dark.',
      },
      {
        url: at('jazz-history'),
        title: 'A short history of jazz',
        description: 'From New Orleans to bebop in ten records.',
      },
    ]);
    expect(reading.next).toEqual({ kind: 'link', url: `${ENGINE}/list/search?q=lakes&page=2` });
  });

  it('a challenge page: no results, named a challenge, no next', () => {
    const reading = read('challenge');
    expect(reading).toMatchObject({ results: [], challenge: 'captcha' });
    expect(reading.next).toBeUndefined();
  });

  it.each(['direct', 'wrapped', 'ads', 'list'] as const)(
    '%s: a search that finds nothing has no results and is no challenge',
    (engine) => {
      const reading = read(engine, 'zzznothing');
      expect(reading.results).toEqual([]);
      expect(reading.challenge).toBeUndefined();
    },
  );
});
