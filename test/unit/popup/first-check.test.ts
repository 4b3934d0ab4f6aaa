import { describe, expect, it } from 'vitest';
import { checkScrape, checkScrapeDefaults, type ScrapeOptionsDraft } from '@/lib/api/scrape-validation';
import { firstCheck } from '@/entrypoints/popup/first-check';

// Before the schemas load, the popup decides the Scrape button from the URL and whether the
// saved defaults passed the schema: it must decide as the schema does, for any page.
const URLS = [
  'http://127.0.0.1:4000/page',
  'https://example.org/a b?q=ü',
  '  https://example.org/padded  ',
  'chrome://newtab/',
  'about:blank',
  'file:///home/user/a.html',
  'chrome-extension://abc/popup.html',
  '',
  'not a url',
];
const DRAFTS: ScrapeOptionsDraft[] = [
  {},
  { formats: ['markdown'] },
  { formats: ['markdown', 'changeTracking'] },
  { formats: ['changeTracking'] },
  { formats: ['json'] },
  { formats: ['json'], jsonOptions: { prompt: 'Prices' } },
  { formats: ['screenshot', 'screenshot@fullPage'] },
  { waitFor: 40_000 },
  { timeout: 500 },
  { actions: [{ type: 'wait', milliseconds: 500 }], formats: ['links'] },
];

describe('firstCheck (the popup before its schemas load)', () => {
  it.each(URLS)('gives the request exactly when checkScrape does, for %j', (url) => {
    for (const draft of DRAFTS) {
      const defaultsValid = checkScrapeDefaults(draft).value !== undefined;
      expect({ draft, value: firstCheck(url, draft, defaultsValid).value }).toEqual({
        draft,
        value: checkScrape(url, draft).value,
      });
    }
  });

  it('gives no request while the defaults are not known to be valid, and no errors before the schema names them', () => {
    const check = firstCheck('http://127.0.0.1/', { formats: ['markdown'] }, false);
    expect(check).toEqual({ errors: [] });
  });

  it('covers both answers', () => {
    const answers = URLS.flatMap((url) =>
      DRAFTS.map((d) => firstCheck(url, d, checkScrapeDefaults(d).value !== undefined).value !== undefined),
    );
    expect(new Set(answers)).toEqual(new Set([true, false]));
  });
});
