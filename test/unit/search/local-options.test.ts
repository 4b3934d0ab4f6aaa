import { describe, expect, it } from 'vitest';
import { notApplied } from '@/lib/search/local/not-applied';
import { queryWords } from '@/lib/search/local/query-words';
import { engineAddressProblem, engineSearchUrl } from '@/lib/settings/search-engine-setting';
import { settingsSchema } from '@/lib/settings/settings-schema';
import { messages } from '../../support/real-messages';

// What a search in the browser sends its engine, what it names as not applied, and the Settings
// rule for an engine's address.
describe('queryWords', () => {
  it('sites to keep as bare site: words joined by OR, sites to leave out as -site: words', () => {
    expect(queryWords({ query: 'lakes' })).toBe('lakes');
    expect(queryWords({ query: 'lakes', includeDomains: ['a.example', 'b.example'] })).toBe(
      'lakes site:a.example OR site:b.example',
    );
    expect(queryWords({ query: 'lakes', excludeDomains: ['a.example', 'b.example'] })).toBe(
      'lakes -site:a.example -site:b.example',
    );
  });
});

describe('notApplied', () => {
  it('names every option the engine’s own settings decide, and nothing left at the service’s default', () => {
    expect(notApplied({ query: 'q', country: 'US', sources: ['web'], limit: 5, timeout: 9000 })).toEqual([]);
    expect(
      notApplied({
        query: 'q',
        tbs: 'qdr:w',
        location: 'Berlin',
        country: 'DE',
        categories: ['github', { type: 'pdf' }],
        safe: false,
        sources: [{ type: 'web', tbs: 'qdr:d' }, 'news', { type: 'images' }],
      }),
    ).toEqual([
      'tbs',
      'location',
      'country',
      'categories (github, pdf)',
      'safe',
      'sources: web (tbs, location)',
      'sources: news',
      'sources: images',
    ]);
  });
});

describe('the search engine setting', () => {
  it('empty for the browser’s own engine, else an http(s) address with %s', () => {
    expect(settingsSchema.parse({}).searchEngine).toBe('');
    expect(settingsSchema.parse({ searchEngine: ' https://searx.example/search?q=%s ' }).searchEngine).toBe(
      'https://searx.example/search?q=%s',
    );
    expect(engineAddressProblem('https://searx.example/search?q=')).toBe(messages.settings_searchEngineNoMark!.message);
    expect(engineAddressProblem('ftp://searx.example/?q=%s')).toMatch(/http/);
    expect(settingsSchema.safeParse({ searchEngine: 'searx.example/?q=%s' }).success).toBe(false);
  });

  it('the query goes where %s stands, encoded', () => {
    expect(engineSearchUrl('https://e.example/s?q=%s&lang=de', 'wörld & more')).toBe(
      'https://e.example/s?q=w%C3%B6rld%20%26%20more&lang=de',
    );
  });
});
