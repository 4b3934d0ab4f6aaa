// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isAdLabel, markedAsAd } from '@/lib/search/results-page/ad-signals';
import { challengeSign } from '@/lib/search/results-page/challenge';
import { isNextLabel } from '@/lib/search/results-page/next-page';
import { linkOf } from '@/lib/search/results-page/result-links';
import { sameFamily, siteFamily } from '@/lib/search/results-page/site-family';
import { unwrapRedirect } from '@/lib/search/results-page/unwrap-redirect';

// The reader's signals one by one, on the shapes the research notes list for real engines (no
// engine named in the code): redirect wrappers, a site's own subdomains, ad marks, Next labels,
// challenge and consent pages.
const u = (href: string) => new URL(href);
const TARGET = 'https://example.org/a page?x=1&y=2';

describe('unwrapRedirect', () => {
  it.each([
    ['a query parameter, percent-encoded', `https://www.google.com/url?q=${encodeURIComponent(TARGET)}&sa=U&ved=2ah`],
    ['another parameter name', `https://duckduckgo.com/l/?uddg=${encodeURIComponent(TARGET)}&rut=abc`],
    ['encoded twice', `https://e.example/r?to=${encodeURIComponent(encodeURIComponent(TARGET))}`],
    [
      'a path segment',
      `https://r.search.yahoo.com/_ylt=A0/RV=2/RE=17/RO=10/RU=${encodeURIComponent(TARGET)}/RK=2/RS=x-`,
    ],
    [
      'base64 behind a two-letter mark',
      `https://www.bing.com/ck/a?!&&p=ab&u=a1${btoa(TARGET).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}&ntb=1`,
    ],
  ])('%s', (_name, wrapper) => {
    expect(unwrapRedirect(u(wrapper))?.href).toBe(u(TARGET).href);
  });

  it('an address with no wrapped address is no wrapper', () => {
    expect(unwrapRedirect(u('https://search.example/search?q=lakes&page=2'))).toBeUndefined();
  });

  it('only the engine’s own links are unwrapped: a result with an address in its query stays itself', () => {
    const doc = document.implementation.createHTMLDocument('x');
    const page = u('https://search.example/search?q=share');
    const a = doc.createElement('a');
    a.setAttribute('href', `https://share.example/post?url=${encodeURIComponent(TARGET)}`);
    expect(linkOf(a, page, page)).toMatchObject({
      own: false,
      target: u(`https://share.example/post?url=${encodeURIComponent(TARGET)}`),
    });
    a.setAttribute('href', `/url?q=${encodeURIComponent(TARGET)}`);
    expect(linkOf(a, page, page)).toMatchObject({ own: false, target: u(TARGET) });
    a.setAttribute('href', '/search?q=more');
    expect(linkOf(a, page, page)?.own).toBe(true);
    a.setAttribute('href', 'javascript:void 0');
    expect(linkOf(a, page, page)).toBeUndefined();
  });
});

describe('siteFamily', () => {
  it('a site’s subdomains are its own; a short second level keeps three labels; an address keeps its port', () => {
    expect(sameFamily(u('https://images.search.example/x'), u('https://www.search.example/'))).toBe(true);
    expect(sameFamily(u('https://r.search.yahoo.com/x'), u('https://search.yahoo.com/'))).toBe(true);
    expect(siteFamily(u('https://www.google.co.uk/'))).toBe('google.co.uk');
    expect(sameFamily(u('https://www.bbc.co.uk/'), u('https://www.google.co.uk/'))).toBe(false);
    expect(sameFamily(u('http://127.0.0.1:4100/'), u('http://127.0.0.1:4200/'))).toBe(false);
    expect(sameFamily(u('http://localhost:4100/a'), u('http://localhost:4100/b'))).toBe(true);
  });
});

describe('ad marks', () => {
  const element = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.firstElementChild!;
  it.each([
    ['<div class="result result--ad"></div>', true],
    ['<li class="b_ad"></li>', true],
    ['<div data-text-ad="1"></div>', true],
    ['<div id="tads"></div>', false],
    ['<div aria-label="Ads"></div>', true],
    ['<div class="header shadow loaded"></div>', false],
    ['<div class="advertisement-slot"></div>', true],
  ])('%s: %s', (html, ad) => {
    expect(markedAsAd(element(html))).toBe(ad);
  });

  it.each([
    ['Sponsored', true],
    ['Ad ·', true],
    ['Anzeige', true],
    ['  Sponsored results  ', true],
    ['Add', false],
    ['Advertising standards in the EU', false],
  ])('label %j: %s', (text, ad) => {
    expect(isAdLabel(text)).toBe(ad);
  });
});

describe('Next labels', () => {
  it.each([
    ['Next', true],
    ['Next ›', true],
    ['»', true],
    ['Weiter', true],
    ['Page suivante', true],
    ['‹ Previous', false],
    ['More', false],
    ['2', false],
  ])('%j: %s', (text, next) => {
    expect(isNextLabel(text)).toBe(next);
  });
});

describe('challengeSign', () => {
  const page = (html: string, title = '') =>
    new DOMParser().parseFromString(`<title>${title}</title><body>${html}</body>`, 'text/html');
  it('a captcha, the words of a check, or an address named so: only on a page without results', () => {
    expect(challengeSign(page('<div class="cf-turnstile"></div>'), u('https://e.example/'), 0)).toBe('captcha');
    expect(
      challengeSign(
        page('<p>Checking your browser before accessing.</p>', 'Just a moment...'),
        u('https://e.example/'),
        0,
      ),
    ).toBe('words');
    expect(challengeSign(page('<p>Before you continue to the search</p>'), u('https://consent.e.example/'), 0)).toBe(
      'words',
    );
    expect(
      challengeSign(page('<form><button>Accept all</button></form>'), u('https://consent.e.example/save'), 0),
    ).toBe('address');
    expect(
      challengeSign(page('<p>How captcha works, a guide.</p>'), u('https://e.example/search?q=captcha'), 4),
    ).toBeUndefined();
    expect(
      challengeSign(page('<p>Nothing matched your search.</p>'), u('https://e.example/search?q=x'), 0),
    ).toBeUndefined();
  });
});
