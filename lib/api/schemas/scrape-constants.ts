// The scrape formats and the service's defaults as plain values, apart from the schemas that
// use them: a form can show them without building a schema (the popup's first paint loads no zod).

/**
 * What a page declares about itself (lib/engines/local/page-facts/): the service's v2 formats, made by the local
 * engine only. v1 scrape, which the service engine speaks, has no such formats.
 */
export const PAGE_FACT_FORMATS = ['images', 'product', 'menu', 'branding'] as const;

export const SCRAPE_FORMATS = [
  'markdown',
  'html',
  'rawHtml',
  'links',
  'screenshot',
  'screenshot@fullPage',
  'json',
  'changeTracking',
  'summary',
  ...PAGE_FACT_FORMATS,
] as const;

/** One of SCRAPE_FORMATS (scrape-options.ts derives the same type from its schema). */
export type ScrapeFormat = (typeof SCRAPE_FORMATS)[number];

/** v2 formats the service's v1 scrape does not have: only the local engine answers them. */
export const LOCAL_ONLY_FORMATS: readonly ScrapeFormat[] = ['summary', ...PAGE_FACT_FORMATS];

/** The values the service uses for what a request leaves out (service-interface.md). */
export const SCRAPE_DEFAULTS = {
  formats: ['markdown'] as ScrapeFormat[],
  onlyMainContent: true,
  maxAge: 0,
  waitFor: 0,
  mobile: false,
  skipTlsVerification: false,
  timeout: 30_000,
  parsePDF: true,
  removeBase64Images: true,
  blockAds: true,
  proxy: 'basic' as const,
  storeInCache: true,
  zeroDataRetention: false,
};
