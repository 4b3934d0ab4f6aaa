/**
 * Page metadata: title, description, language, keywords, favicon, Open Graph fields under the
 * service's camelCase names, and every named meta value (og:*, twitter:*, article:*, ...) as a
 * string key; repeated names are joined with ", ". The local engine adds the page's type
 * (page-type/).
 */
import type { UrlResolver } from '@/lib/engines/local/convert/absolute-urls';
import type { ConvertOptions } from '@/lib/engines/local/convert/convert-options';
import type { PageMetadata } from '@/lib/api/schemas/scrape-response';
import { pageType, type PageType } from '@/lib/engines/local/convert/page-type/page-type';

const OG_FIELDS: Readonly<Record<string, string>> = {
  'og:title': 'ogTitle',
  'og:description': 'ogDescription',
  'og:url': 'ogUrl',
  'og:image': 'ogImage',
  'og:audio': 'ogAudio',
  'og:determiner': 'ogDeterminer',
  'og:locale': 'ogLocale',
  'og:site_name': 'ogSiteName',
  'og:video': 'ogVideo',
};

/** Every meta name/property/itemprop with its content; repeated names keep all values. */
function namedMeta(doc: Document): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const meta of doc.querySelectorAll('meta[content]')) {
    const key = meta.getAttribute('name') ?? meta.getAttribute('property') ?? meta.getAttribute('itemprop');
    if (!key) continue;
    const content = (meta.getAttribute('content') ?? '').trim();
    const values = named.get(key);
    if (values) values.push(content);
    else named.set(key, [content]);
  }
  return named;
}

function faviconOf(doc: Document, resolve: UrlResolver): string | undefined {
  const link = doc.querySelector(
    'link[rel~="icon"][href], link[rel="shortcut icon"][href], link[rel="apple-touch-icon"][href]',
  );
  const href = link?.getAttribute('href');
  return href ? resolve(href) : undefined;
}

/** The page's metadata; `type` is its page type when the conversion has read it already. */
export function extractMetadata(
  doc: Document,
  opts: ConvertOptions,
  resolve: UrlResolver,
  type?: PageType,
): PageMetadata {
  const named = namedMeta(doc);
  const first = (key: string): string | undefined => named.get(key)?.[0] || undefined;
  const metadata: PageMetadata = { sourceURL: opts.url };
  for (const [key, values] of named) metadata[key] = values.filter(Boolean).join(', ');
  for (const [property, field] of Object.entries(OG_FIELDS)) {
    const value = first(property);
    if (value) metadata[field] = value;
  }

  const title = (doc.title || first('og:title') || doc.querySelector('h1')?.textContent || '')
    .replace(/\s+/g, ' ')
    .trim();
  if (title) metadata.title = title;
  const description = first('description') ?? first('og:description');
  if (description) metadata.description = description;
  const language =
    doc.documentElement.getAttribute('lang') ||
    doc.querySelector('meta[http-equiv="content-language" i]')?.getAttribute('content') ||
    null;
  metadata.language = language ? language.trim() : null;
  const keywords = first('keywords');
  if (keywords) metadata.keywords = keywords;
  const alternates = named.get('og:locale:alternate');
  if (alternates) metadata.ogLocaleAlternate = alternates.filter(Boolean);
  const favicon = faviconOf(doc, resolve);
  if (favicon) metadata.favicon = favicon;
  metadata.pageType = type ?? pageType(doc, opts.url);
  metadata.sourceURL = opts.url;
  metadata.url = opts.url;
  if (opts.statusCode !== undefined) metadata.statusCode = opts.statusCode;
  if (opts.error !== undefined) metadata.error = opts.error;
  return metadata;
}
