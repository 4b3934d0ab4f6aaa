// The pages a fixture engine finds: each a real page of the results site (site.ts), so a search's
// results can be read too. Titles and descriptions are what the engines show; the tests write the
// results they expect by hand, not from this list.

export interface CorpusPage {
  slug: string;
  title: string;
  description: string;
  /** The page's own paragraphs, after its heading. */
  paragraphs: string[];
}

const page = (slug: string, title: string, description: string, topic: string): CorpusPage => ({
  slug,
  title,
  description,
  paragraphs: [
    `${description} This page is about ${topic}, written for the search fixtures.`,
    `A second paragraph on ${topic}: what it is, where it comes from and why people ask about it.`,
    `The last paragraph on ${topic} closes the page with a sentence that only this page has (${slug}).`,
  ],
});

export const CORPUS: readonly CorpusPage[] = [
  page('alpine-lakes', 'Alpine lakes of Europe', 'A guide to the clearest mountain lakes in the Alps.', 'alpine lakes'),
  page(
    'bread-baking',
    'Baking sourdough bread at home',
    'Starter, folds and a hot oven: a sourdough method.',
    'sourdough',
  ),
  page('city-cycling', 'Cycling in the city', 'Routes, locks and lights for riding to work every day.', 'city cycling'),
  page('deep-sea', 'Creatures of the deep sea', 'Anglerfish, giant squid and the animals of the dark.', 'the deep sea'),
  page(
    'electric-cars',
    'Electric cars explained',
    'Batteries, charging and range, without the jargon.',
    'electric cars',
  ),
  page('fern-care', 'How to care for ferns', 'Light, water and humidity for healthy indoor ferns.', 'ferns'),
  page('glacier-melt', 'Why glaciers are melting', 'What the ice records tell us about a warming climate.', 'glaciers'),
  page('honey-bees', 'The life of honey bees', 'Queens, workers and drones in a busy summer hive.', 'honey bees'),
  page('ink-drawing', 'Drawing with ink', 'Pens, brushes and paper for your first ink drawings.', 'ink drawing'),
  page('jazz-history', 'A short history of jazz', 'From New Orleans to bebop in ten records.', 'jazz'),
  page('kite-flying', 'Flying a kite on the beach', 'Wind, line and launch: a kite for a breezy day.', 'kites'),
  page('lunar-phases', 'The phases of the Moon', 'New, crescent, quarter, gibbous and full, explained.', 'the Moon'),
  page('maple-syrup', 'Making maple syrup', 'Tapping trees and boiling sap in early spring.', 'maple syrup'),
  page(
    'night-sky',
    'Reading the night sky',
    'Constellations, planets and a star chart for beginners.',
    'the night sky',
  ),
  page('olive-oil', 'Choosing olive oil', 'Extra virgin, harvest dates and how to taste oil.', 'olive oil'),
  page('paper-boats', 'Folding paper boats', 'Three boats to fold from one sheet of paper.', 'paper boats'),
];

export const corpusPage = (slug: string): CorpusPage | undefined => CORPUS.find((p) => p.slug === slug);
