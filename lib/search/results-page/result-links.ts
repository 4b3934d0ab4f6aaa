import { sameFamily } from '@/lib/search/results-page/site-family';
import { unwrapRedirect } from '@/lib/search/results-page/unwrap-redirect';

/** A link of the page with where it leads: the address itself, or the one its engine redirect wraps. */
export interface PageLink {
  element: HTMLAnchorElement;
  /** Where it leads, without its fragment. */
  target: URL;
  /** On the engine's own site (after unwrapping): navigation, tabs, settings, the engine's own pages. */
  own: boolean;
}

const withoutFragment = (url: URL) => {
  const copy = new URL(url.href);
  copy.hash = '';
  return copy;
};

/** Where a link leads, as a reader of the results sees it; undefined for what is not an http(s) page. */
export function linkOf(element: HTMLAnchorElement, page: URL, engine: URL): PageLink | undefined {
  const href = element.getAttribute('href');
  if (!href || /^\s*(javascript|mailto|tel|data):/i.test(href)) return undefined;
  let url: URL;
  try {
    url = new URL(href, page);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const onEngine = sameFamily(url, engine) || sameFamily(url, page);
  const target = (onEngine && unwrapRedirect(url)) || url;
  return {
    element,
    target: withoutFragment(target),
    own: sameFamily(target, engine) || sameFamily(target, page),
  };
}
