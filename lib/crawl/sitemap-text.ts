import { httpUrlOf } from '@/lib/api/schemas/http-url-rule';

export interface SitemapEntry {
  url: string;
  /** The `<lastmod>` as written (a W3C date or date-time). */
  lastmod?: string;
}

export interface ParsedSitemap {
  /** A `<urlset>`'s pages, or a plain-text file's. */
  urls: SitemapEntry[];
  /** A `<sitemapindex>`'s sitemaps. */
  sitemaps: string[];
}

/**
 * One token of XML, in one left-to-right pass (no DOMParser in a service worker): CDATA and
 * comments whole (so a `<` inside them is not a tag), declarations and processing instructions,
 * then a start, end or empty tag with its qualified name.
 */
const TOKEN = /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<[?!][^>]*>|<(\/?)([A-Za-z_][\w.:-]*)[^>]*>/g;

/**
 * A sitemap's contents, or undefined when the text is not one (an HTML error page, a feed). The
 * elements are matched by local name under the root's own prefix (`<sm:urlset>` has `<sm:loc>`),
 * so extensions' `<image:loc>` are not pages.
 */
export function parseSitemap(text: string): ParsedSitemap | undefined {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (!body.startsWith('<')) return plainText(body);
  let root: { prefix: string; entry: 'url' | 'sitemap' } | undefined;
  const parsed: ParsedSitemap = { urls: [], sitemaps: [] };
  let entry: SitemapEntry | undefined;
  let field: { name: 'loc' | 'lastmod'; from: number } | undefined;
  for (const token of body.matchAll(TOKEN)) {
    const qualified = token[2];
    if (qualified === undefined) continue;
    const [prefix, local] = splitName(qualified);
    const closing = token[1] === '/';
    if (!root) {
      if (local === 'urlset' || local === 'sitemapindex')
        root = { prefix, entry: local === 'urlset' ? 'url' : 'sitemap' };
      else return undefined;
      continue;
    }
    if (prefix !== root.prefix) continue;
    if (local === root.entry) {
      if (!closing) entry = { url: '' };
      else if (entry) {
        if (entry.url && root.entry === 'url') parsed.urls.push(entry);
        else if (entry.url) parsed.sitemaps.push(entry.url);
        entry = undefined;
      }
    } else if (entry && (local === 'loc' || local === 'lastmod')) {
      if (!closing && !token[0].endsWith('/>')) field = { name: local, from: token.index + token[0].length };
      else if (closing && field?.name === local) {
        const value = textOf(body.slice(field.from, token.index));
        if (local === 'loc') entry.url = value;
        else if (value) entry.lastmod = value;
        field = undefined;
      }
    }
  }
  return root ? parsed : undefined;
}

const splitName = (qualified: string): [prefix: string, local: string] => {
  const colon = qualified.lastIndexOf(':');
  return [qualified.slice(0, colon + 1), qualified.slice(colon + 1).toLowerCase()];
};

/** A text sitemap: one address per line; a file with none is not a sitemap. */
function plainText(body: string): ParsedSitemap | undefined {
  const urls = body
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => httpUrlOf(line))
    .map((url) => ({ url }));
  return urls.length ? { urls, sitemaps: [] } : undefined;
}

/** An element's text: CDATA as written, entities decoded elsewhere, comments and stray tags left out. */
function textOf(raw: string): string {
  let text = '';
  for (const part of raw.matchAll(/<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|([^<]+)|</g)) {
    if (part[1] !== undefined) text += part[1];
    else if (part[2] !== undefined) text += decodeEntities(part[2]);
  }
  return text.trim();
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decodeEntities = (text: string): string =>
  text.replace(
    /&(?:#(\d+)|#[xX]([0-9A-Fa-f]+)|(amp|lt|gt|quot|apos));/g,
    (all, dec?: string, hex?: string, name?: string) => {
      if (name) return NAMED[name]!;
      const code = dec !== undefined ? Number(dec) : parseInt(hex!, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    },
  );
