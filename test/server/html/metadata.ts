import type { HElement } from './parse-html';
import { absoluteUrl, collapse, findAll, findFirst, textContent } from './dom';

// Page metadata as the service reports it: title, description, language, keywords, every
// <meta name|property> as a string key, and the camel-cased og fields clients look for.
export function pageMetadata(root: HElement): Record<string, unknown> {
  const meta: Record<string, unknown> = {};
  const title = findFirst(root, 'title');
  if (title) meta.title = collapse(textContent(title));
  const html = findFirst(root, 'html');
  meta.language = html?.attrs.lang ?? null;
  const locales: string[] = [];
  for (const el of findAll(root, (e) => e.tag === 'meta')) {
    const name = el.attrs.name ?? el.attrs.property ?? el.attrs.itemprop;
    const content = el.attrs.content;
    if (!name || content === undefined) continue;
    if (name === 'og:locale:alternate') { locales.push(content); continue; }
    if (!(name in meta)) meta[name] = content;
    const og = /^og:([a-z_]+)$/i.exec(name);
    if (og?.[1]) {
      const camel = `og${og[1].replace(/(^|_)([a-z])/g, (_m, _u: string, c: string) => c.toUpperCase())}`;
      if (!(camel in meta)) meta[camel] = content;
    }
  }
  if (locales.length > 0) meta.ogLocaleAlternate = locales;
  return meta;
}

// Every <a href> of the whole page (not just the main content), absolute and deduplicated.
export function pageLinks(root: HElement, baseUrl: string): string[] {
  const seen = new Set<string>();
  for (const a of findAll(root, (e) => e.tag === 'a' && e.attrs.href !== undefined)) {
    const href = a.attrs.href ?? '';
    if (href.startsWith('#') || /^(javascript|mailto|tel):/i.test(href)) continue;
    const abs = absoluteUrl(href, baseUrl);
    if (abs) seen.add(abs);
  }
  return [...seen];
}

export function pageImages(root: HElement, baseUrl: string): string[] {
  const seen = new Set<string>();
  for (const img of findAll(root, (e) => e.tag === 'img' && !!e.attrs.src)) {
    const abs = absoluteUrl(img.attrs.src ?? '', baseUrl);
    if (abs && !abs.startsWith('data:')) seen.add(abs);
  }
  return [...seen];
}
