import { corpusPage, type CorpusPage } from './corpus';

// Five fixture search engines whose results pages differ in structure, as real engines' do. None
// of them is an engine's markup copied: each follows one of the shapes a generic reader meets.
//   direct     results as <article> with the title link in an <h3>, a breadcrumb link and a
//              "cached" link beside it; 5 a page, a "Next ›" link (no rel) to the next.
//   wrapped    every result link wrapped in the engine's redirect (/l/?uddg=<address>), the
//              description a link too; an ad among the results; 4 a page, the next page behind a
//              POST form with a hidden offset and a "Next" button.
//   ads        links wrapped as /url?q=<address>, a heading inside the link, a <cite> address;
//              ads above (aria-label="Ads"), among (a "Sponsored" label) and below
//              (data-text-ad) the results; the engine's own "People also ask" and related
//              searches; a link labelled "Next page" (aria-label, text ›).
//   list       no headings at all: a list of like items with a title link, an address and a
//              description, the engine's tabs and related searches around it, footer links to
//              other sites; rel="next".
//   challenge  an "unusual traffic" page with a captcha form and HTTP 429.
// A query containing NOTHING_WORD finds nothing (each engine says so in its own words).

export const ENGINE_NAMES = ['direct', 'wrapped', 'ads', 'list', 'challenge'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];
export const NOTHING_WORD = 'zzznothing';

/** Each engine's results, page by page, as slugs of the corpus. */
export const ENGINE_PAGES: Record<Exclude<EngineName, 'challenge'>, string[][]> = {
  direct: [
    ['alpine-lakes', 'bread-baking', 'city-cycling', 'deep-sea', 'electric-cars'],
    // An engine repeats a result now and then: the reader keeps it once.
    ['fern-care', 'glacier-melt', 'city-cycling', 'honey-bees', 'ink-drawing', 'jazz-history'],
    ['kite-flying', 'lunar-phases'],
  ],
  wrapped: [
    ['maple-syrup', 'night-sky', 'olive-oil', 'paper-boats'],
    ['alpine-lakes', 'deep-sea', 'fern-care', 'honey-bees'],
    ['jazz-history', 'lunar-phases'],
  ],
  ads: [
    ['electric-cars', 'glacier-melt', 'bread-baking', 'night-sky', 'kite-flying'],
    ['olive-oil', 'ink-drawing'],
  ],
  list: [
    ['honey-bees', 'paper-boats', 'city-cycling', 'maple-syrup', 'deep-sea', 'jazz-history'],
    ['alpine-lakes', 'fern-care'],
  ],
};

export interface EngineRequest {
  engine: EngineName;
  query: string;
  /** 1 for the first results page. */
  page: number;
  /** Where the engine answers (`http://127.0.0.1:PORT`), for its own links. */
  engineOrigin: string;
  /** Where the results live (another port: another site). */
  siteOrigin: string;
}

export interface EngineAnswer {
  status: number;
  html: string;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const pageOf = (slug: string): CorpusPage => {
  const found = corpusPage(slug);
  if (!found) throw new Error(`no corpus page ${slug}`);
  return found;
};

const resultUrl = (r: EngineRequest, slug: string) => `${r.siteOrigin}/r/${slug}`;

function document(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body>${body}</body></html>`;
}

function slugsOn(r: EngineRequest, engine: keyof typeof ENGINE_PAGES): string[] | undefined {
  if (r.query.includes(NOTHING_WORD)) return undefined;
  return ENGINE_PAGES[engine][r.page - 1] ?? [];
}

const hasNext = (r: EngineRequest, engine: keyof typeof ENGINE_PAGES) => r.page < ENGINE_PAGES[engine].length;

function direct(r: EngineRequest): EngineAnswer {
  const q = encodeURIComponent(r.query);
  const slugs = slugsOn(r, 'direct');
  const header = `<header><h1><a href="/direct/">Fixture Direct</a></h1>
    <form action="/direct/search"><input name="q" value="${escape(r.query)}"><button>Search</button></form>
    <nav><a href="/direct/search?q=${q}">All</a> <a href="/direct/images?q=${q}">Images</a> <a href="/direct/preferences">Settings</a></nav></header>`;
  if (!slugs)
    return {
      status: 200,
      html: document(
        `${r.query} - Fixture Direct`,
        `${header}<div class="dialog-error" role="alert"><p>Sorry! We didn't find any results for your search.</p></div>`,
      ),
    };
  const results = slugs
    .map((slug) => {
      const p = pageOf(slug);
      const url = resultUrl(r, slug);
      return `<article class="result result-default">
        <a href="${url}" class="url_wrapper"><span class="url_o1">${escape(url.replace(/^http:\/\//, ''))}</span></a>
        <h3><a href="${url}">${escape(p.title)}</a></h3>
        <p class="content">${escape(p.description)}</p>
        <div class="engines"><span>alpha</span><span>beta</span><a class="cache_link" href="https://web.archive.org/web/${url}">cached</a></div>
      </article>`;
    })
    .join('');
  const prev = r.page > 1 ? `<a href="/direct/search?q=${q}&amp;p=${r.page - 1}">‹ Previous</a>` : '';
  const next = hasNext(r, 'direct') ? `<a href="/direct/search?q=${q}&amp;p=${r.page + 1}">Next ›</a>` : '';
  return {
    status: 200,
    html: document(
      `${r.query} - Fixture Direct`,
      `${header}<main id="results">${results}</main><nav class="pagination">${prev} <span>${r.page}</span> ${next}</nav>
      <footer><a href="/direct/about">About</a> <a href="/direct/privacy">Privacy</a></footer>`,
    ),
  };
}

function wrapped(r: EngineRequest): EngineAnswer {
  const slugs = slugsOn(r, 'wrapped');
  const wrap = (url: string) =>
    `//${r.engineOrigin.replace(/^http:\/\//, '')}/l/?uddg=${encodeURIComponent(url)}&amp;rut=f00d`;
  const form = `<form id="search_form" action="/wrapped/search" method="post"><input name="q" value="${escape(r.query)}"><input type="submit" value="S"></form>`;
  if (!slugs)
    return {
      status: 200,
      html: document(`${r.query} at Fixture Wrapped`, `${form}<div class="no-results">No results.</div>`),
    };
  const ad = `<div class="result results_links result--ad">
      <h2 class="result__title"><a class="result__a" href="/y.js?ad_provider=x&amp;u3=${encodeURIComponent('https://ads.example/buy?c=1')}">Buy the best lake tours</a></h2>
      <a class="result__snippet" href="/y.js?u3=x">Book a lake tour today with our partners and save on every trip.</a>
      <a class="result__url" href="/y.js?u3=x">ads.example</a></div>`;
  const results = slugs.map((slug) => {
    const p = pageOf(slug);
    const url = resultUrl(r, slug);
    return `<div class="result results_links results_links_deep web-result">
      <h2 class="result__title"><a rel="nofollow" class="result__a" href="${wrap(url)}">${escape(p.title)}</a></h2>
      <div class="result__extras"><a class="result__url" href="${wrap(url)}">${escape(url.replace(/^http:\/\//, ''))}</a></div>
      <a class="result__snippet" href="${wrap(url)}">${escape(p.description)}</a>
    </div>`;
  });
  // The ad sits second among the results.
  results.splice(1, 0, ad);
  const offset = r.page * 4;
  const next = hasNext(r, 'wrapped')
    ? `<div class="nav-link"><form action="/wrapped/search" method="post"><input type="submit" class="btn btn--alt" value="Next"><input type="hidden" name="q" value="${escape(r.query)}"><input type="hidden" name="s" value="${offset}"><input type="hidden" name="dc" value="${offset + 1}"></form></div>`
    : '';
  return {
    status: 200,
    html: document(
      `${r.query} at Fixture Wrapped`,
      `${form}<div id="links" class="results">${results.join('')}${next}</div>`,
    ),
  };
}

function ads(r: EngineRequest): EngineAnswer {
  const q = encodeURIComponent(r.query);
  const slugs = slugsOn(r, 'ads');
  const searchBox = `<form action="/ads/search"><input name="q" value="${escape(r.query)}"></form>
    <div role="navigation"><a href="/ads/search?q=${q}&amp;tbm=isch">Images</a> <a href="/ads/search?q=${q}&amp;tbm=nws">News</a> <a href="/ads/maps?q=${q}">Maps</a></div>`;
  if (!slugs)
    return {
      status: 200,
      html: document(
        `${r.query} - Fixture Ads`,
        `${searchBox}<div id="topstuff"><p>Your search - <b>${escape(r.query)}</b> - did not match any documents.</p></div>`,
      ),
    };
  const wrap = (url: string) => `/url?q=${encodeURIComponent(url)}&amp;sa=U&amp;ved=2ah`;
  const organic = (slug: string) => {
    const p = pageOf(slug);
    const url = resultUrl(r, slug);
    const crumb = `${r.siteOrigin.replace(/^http:\/\//, '')} › r › ${slug}`;
    return `<div class="g"><div class="yuRUbf"><a href="${wrap(url)}"><h3 class="LC20lb">${escape(p.title)}</h3><div><cite>${escape(crumb)}</cite></div></a></div>
      <div class="VwiC3b"><span>Mar 3, 2025 — </span>${escape(p.description)}</div></div>`;
  };
  const topAds = `<div id="tads" aria-label="Ads"><h2>Sponsored</h2>
    <div class="uEierd"><a href="/aclk?sa=l&amp;adurl=${encodeURIComponent('https://ads.example/cars')}"><div role="heading" aria-level="3">Cheap electric cars - Buy today</div></a><div>Great deals on new and used electric cars near you.</div></div>
    <div class="uEierd"><a href="/aclk?sa=l&amp;adurl=${encodeURIComponent('https://ads.example/ice')}"><div role="heading" aria-level="3">Glacier tours from 99 €</div></a><div>See the ice before it is gone: tours every day of the summer.</div></div></div>`;
  const middleAd = `<div class="g"><span>Sponsored</span><a href="/aclk?adurl=${encodeURIComponent('https://ads.example/bread')}"><h3>Bread machines on sale</h3></a><div class="VwiC3b">Bake at home with the best-selling bread machine of the year.</div></div>`;
  const bottomAd = `<div data-text-ad="1"><a href="https://ads.example/kites"><h3>Kites for every wind</h3></a><div>Stunt kites, beach kites and kites for children.</div></div>`;
  const peopleAsk = `<div class="related-question-pair"><h2>People also ask</h2>
    <div><a href="/ads/search?q=${encodeURIComponent('why do glaciers melt')}"><h3>Why do glaciers melt?</h3></a></div>
    <div><a href="/ads/search?q=${encodeURIComponent('how far can an electric car go')}"><h3>How far can an electric car go?</h3></a></div></div>`;
  const results = slugs.map(organic);
  if (r.page === 1) {
    results.splice(2, 0, middleAd);
    results.splice(4, 0, peopleAsk);
  }
  const related = `<div id="bres"><h2>Related searches</h2><a href="/ads/search?q=${encodeURIComponent(`${r.query} near me`)}">${escape(r.query)} near me</a> <a href="/ads/search?q=${encodeURIComponent(`best ${r.query}`)}">best ${escape(r.query)}</a></div>`;
  const next = hasNext(r, 'ads')
    ? `<a id="pnnext" aria-label="Next page" href="/ads/search?q=${q}&amp;start=${r.page * 10}">›</a>`
    : '';
  return {
    status: 200,
    html: document(
      `${r.query} - Fixture Ads`,
      `${searchBox}${r.page === 1 ? topAds : ''}<div id="search"><div id="rso">${results.join('')}</div></div>${r.page === 1 ? bottomAd : ''}${related}<div role="navigation"><table><tr><td>${r.page}</td><td>${next}</td></tr></table></div>`,
    ),
  };
}

function list(r: EngineRequest): EngineAnswer {
  const q = encodeURIComponent(r.query);
  const slugs = slugsOn(r, 'list');
  const tabs = `<ul class="tabs"><li><a href="/list/search?q=${q}">Web</a></li><li><a href="/list/images?q=${q}">Images</a></li><li><a href="/list/videos?q=${q}">Videos</a></li></ul>`;
  const footer = `<ul class="foot"><li><a href="https://privacy.example/policy">Privacy policy of the fixture</a></li><li><a href="https://terms.example/terms">Terms of service here</a></li></ul>`;
  if (!slugs)
    return {
      status: 200,
      html: document(
        `Fixture List: ${r.query}`,
        `${tabs}<p class="empty">Nothing matched ${escape(r.query)}.</p>${footer}`,
      ),
    };
  const items = slugs
    .map((slug) => {
      const p = pageOf(slug);
      const url = resultUrl(r, slug);
      return `<li class="item"><a class="t" href="${url}">${escape(p.title)}</a><div class="u">${escape(url.replace(/^http:\/\//, ''))}</div><p class="d">${escape(p.description)}</p></li>`;
    })
    .join('');
  const related = `<ul class="side"><li><a href="/list/search?q=${encodeURIComponent(`${r.query} ideas`)}">${escape(r.query)} ideas</a></li><li><a href="/list/search?q=${encodeURIComponent(`${r.query} tips`)}">${escape(r.query)} tips</a></li><li><a href="/list/search?q=${encodeURIComponent(`${r.query} guide`)}">${escape(r.query)} guide</a></li></ul>`;
  const next = hasNext(r, 'list') ? `<a rel="next" href="/list/search?q=${q}&amp;page=${r.page + 1}">more</a>` : '';
  return {
    status: 200,
    html: document(`Fixture List: ${r.query}`, `${tabs}<ol class="results">${items}</ol>${next}${related}${footer}`),
  };
}

function challenge(r: EngineRequest): EngineAnswer {
  return {
    status: 429,
    html: document(
      'Sorry...',
      `<div><h1>Sorry...</h1><p>Our systems have detected unusual traffic from your computer network. This page checks if it's really you sending the requests, and not a robot.</p>
      <form id="captcha-form" action="/challenge/verify" method="post"><input type="hidden" name="q" value="${escape(r.query)}"><div class="g-recaptcha" data-sitekey="x"></div><input type="submit" value="Submit"></form></div>`,
    ),
  };
}

export function answerEngine(r: EngineRequest): EngineAnswer {
  switch (r.engine) {
    case 'direct':
      return direct(r);
    case 'wrapped':
      return wrapped(r);
    case 'ads':
      return ads(r);
    case 'list':
      return list(r);
    case 'challenge':
      return challenge(r);
  }
}
