import { collapse } from '@/lib/search/results-page/page-text';

// How a results page marks an ad, whatever the engine: a class, id or data attribute word (ad,
// ads, sponsored…), an aria-label or a visible label that is only "Ad" or "Sponsored" (in a few
// languages), or a link marked rel="sponsored".

const AD_WORDS = new Set(['ad', 'ads', 'adv', 'advert', 'adverts', 'advertisement', 'sponsored', 'promoted']);

/** Labels an engine puts on an ad, lower case, in the languages engines most often show. */
const AD_LABELS = new Set([
  'ad',
  'ads',
  'sponsored',
  'sponsored result',
  'sponsored results',
  'sponsored links',
  'advertisement',
  'promoted',
  'anzeige',
  'anzeigen',
  'gesponsert',
  'annonce',
  'annonces',
  'sponsorisé',
  'publicité',
  'anuncio',
  'anuncios',
  'patrocinado',
  'annuncio',
  'sponsorizzato',
  'advertentie',
  'gesponsord',
  'reklama',
  'reklam',
  'реклама',
  '広告',
  '广告',
]);

const words = (value: string) => value.split(/[^a-z0-9]+/i).map((w) => w.toLowerCase());

/** An element's own words that mark it an ad: class, id, and the names of its data attributes. */
export function markedAsAd(element: Element): boolean {
  const own = [element.getAttribute('class') ?? '', element.id];
  for (const attribute of Array.from(element.attributes))
    if (attribute.name.startsWith('data-')) own.push(attribute.name.slice(5));
  if (own.some((value) => words(value).some((word) => AD_WORDS.has(word)))) return true;
  return isAdLabel(element.getAttribute('aria-label') ?? '');
}

export const isAdLabel = (text: string): boolean =>
  AD_LABELS.has(
    collapse(text)
      .toLowerCase()
      .replace(/[\s·:•|()[\]-]+$/u, '')
      .replace(/^[\s·:•|()[\]-]+/u, ''),
  );

/** A label inside the element that says only "Ad" or "Sponsored" (its own text, not a whole block's). */
export function hasAdLabel(element: Element): boolean {
  for (const child of Array.from(element.querySelectorAll('span, div, p, strong, b, small, em, h2, h3, h4, label')))
    if (child.children.length === 0 && isAdLabel(child.textContent ?? '')) return true;
  return false;
}

/** A link the page itself marks as paid. */
export const sponsoredLink = (link: Element): boolean =>
  (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes('sponsored');
