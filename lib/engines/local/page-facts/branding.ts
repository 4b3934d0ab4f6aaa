import type { Branding } from '@/lib/api/schemas/parse-branding';
import { browserDefaults, darkCanvas, type BrowserDefaults } from '@/lib/engines/local/page-facts/browser-defaults';
import { DARK_BELOW, hexColor, luminance } from '@/lib/engines/local/page-facts/css-color';
import { pageResolver } from '@/lib/engines/local/page-facts/item-values';
import { declaredFavicon, declaredLogo } from '@/lib/engines/local/page-facts/logo';
import { compact } from '@/lib/engines/local/page-facts/offer-fields';
import { ogTag } from '@/lib/engines/local/page-facts/open-graph';
import { schemaThings } from '@/lib/engines/local/page-facts/schema-things';
import { isShown } from '@/lib/engines/local/page-facts/visible';

const MAX_CANDIDATES = 400;
const BUTTONS = 'button, input[type="submit"], input[type="button"], [role="button"], a[href]';

/**
 * The page's look as it is drawn (computed styles), in the v2 `branding` shape: colour scheme,
 * the colours of background, text, links and the most prominent button, the fonts of body and
 * headings, logo, favicon and og:image. A value the browser would draw for an unstyled page is
 * the browser's, not the page's, and is left out: a page that styles and declares nothing gives {}.
 */
export function pageBranding(doc: Document, pageUrl: string): Branding {
  const resolve = pageResolver(doc, pageUrl);
  const defaults = browserDefaults(doc);
  const style = (el: Element) => doc.defaultView!.getComputedStyle(el);
  const body = doc.body ?? doc.documentElement;
  const background = pageBackground(doc);
  const text = style(body).color !== defaults.color ? hexColor(style(body).color) : undefined;
  const button = primaryButton(doc, defaults, background);
  const bodyFont = style(body).fontFamily !== defaults.font ? firstFamily(style(body).fontFamily) : undefined;
  const heading = doc.querySelector('h1, h2, h3');
  const headingFont =
    heading && style(heading).fontFamily !== defaults.headingFont ? firstFamily(style(heading).fontFamily) : undefined;
  const fonts = [...new Set([bodyFont, headingFont].filter((f): f is string => !!f))].map((family) => ({ family }));
  const logo = declaredLogo(doc, schemaThings(doc, resolve), pageUrl, resolve);
  const og = ogTag(doc, 'og:image');
  return (
    compact<Branding>({
      colorScheme: background ? (luminance(background) < DARK_BELOW ? 'dark' : 'light') : declaredScheme(doc),
      logo,
      colors: compact({
        primary: button?.background,
        background,
        textPrimary: text,
        link: linkColor(doc, defaults),
      }),
      fonts: fonts.length ? fonts : undefined,
      typography: compact({ fontFamilies: compact({ primary: bodyFont, heading: headingFont }) }),
      components: compact({ buttonPrimary: button }),
      images: compact({ logo, favicon: declaredFavicon(doc, resolve), ogImage: og ? resolve(og) : undefined }),
    }) ?? {}
  );
}

/** The page's background: the root's or the body's own colour, else the dark canvas a dark-only page asks for. */
function pageBackground(doc: Document): string | undefined {
  const style = (el: Element | null) => (el ? doc.defaultView!.getComputedStyle(el) : undefined);
  const own = [doc.documentElement, doc.body].map((el) => hexColor(style(el)?.backgroundColor ?? '')).find(Boolean);
  if (own) return own.slice(0, 7);
  return declaredScheme(doc) === 'dark' ? hexColor(darkCanvas(doc)) : undefined;
}

/** The scheme the root's `color-scheme` asks for when it names only one. */
function declaredScheme(doc: Document): string | undefined {
  const schemes = doc.defaultView!.getComputedStyle(doc.documentElement).colorScheme.split(/\s+/);
  const named = schemes.filter((s) => s === 'light' || s === 'dark');
  return named.length === 1 ? named[0] : undefined;
}

/** The colour most of the visible links have, when the page styles them. */
function linkColor(doc: Document, defaults: BrowserDefaults): string | undefined {
  const counts = new Map<string, number>();
  for (const link of Array.from(doc.querySelectorAll('body a[href]')).slice(0, MAX_CANDIDATES)) {
    const style = doc.defaultView!.getComputedStyle(link);
    // A link drawn as a button is a button.
    if (hexColor(style.backgroundColor) || style.color === defaults.link || !isShown(link, 0)) continue;
    counts.set(style.color, (counts.get(style.color) ?? 0) + 1);
  }
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return top && hexColor(top[0]);
}

/**
 * The most prominent button: of the visible buttons and button-like links with a background of
 * their own (not the browser's, not the page's), the colour covering the most area; its largest one.
 */
function primaryButton(doc: Document, defaults: BrowserDefaults, background: string | undefined) {
  const byColour = new Map<string, { area: number; largest: Element; largestArea: number }>();
  for (const el of Array.from(doc.querySelectorAll(BUTTONS)).slice(0, MAX_CANDIDATES)) {
    const style = doc.defaultView!.getComputedStyle(el);
    const colour = hexColor(style.backgroundColor);
    if (!colour || style.backgroundColor === defaults.buttonBackground || colour === background) continue;
    if (!isShown(el, 1)) continue;
    const box = el.getBoundingClientRect();
    const area = box.width * box.height;
    const entry = byColour.get(colour) ?? { area: 0, largest: el, largestArea: 0 };
    entry.area += area;
    if (area > entry.largestArea) Object.assign(entry, { largest: el, largestArea: area });
    byColour.set(colour, entry);
  }
  const [top] = [...byColour].sort((a, b) => b[1].area - a[1].area);
  if (!top) return undefined;
  const style = doc.defaultView!.getComputedStyle(top[1].largest);
  return compact({ background: top[0], textColor: hexColor(style.color), borderRadius: style.borderRadius });
}

/** The first family of a font-family list, unquoted. */
const firstFamily = (list: string): string | undefined =>
  list
    .split(',')[0]
    ?.trim()
    .replace(/^["']|["']$/g, '') || undefined;
