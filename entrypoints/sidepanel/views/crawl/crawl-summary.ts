import type { CrawlSpec } from '@/lib/api/schemas/crawl-spec';
import { t, type MessageKey } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';

/** Where a crawl or map finds pages, the service's default first. */
export const SITEMAP_MODES = ['include', 'skip', 'only'] as const;
export const sitemapLabel = (mode: string) => t(`crawlView_sitemap_${mode}` as MessageKey);

/** Options that are on or off: said with the form's own label when on. */
const SWITCHES = [
  'regexOnFullURL',
  'ignoreQueryParameters',
  'crawlEntireDomain',
  'allowSubdomains',
  'allowExternalLinks',
  'zeroDataRetention',
] as const;

/** A crawl's options in a few words each, for its header; only what differs from the defaults. */
export function crawlSummary(crawl: CrawlSpec): string[] {
  const parts: string[] = [];
  if (crawl.prompt) parts.push(t('crawlView_sumPrompt', crawl.prompt));
  if (crawl.includePaths?.length) parts.push(t('crawlView_sumInclude', crawl.includePaths.join(', ')));
  if (crawl.excludePaths?.length) parts.push(t('crawlView_sumExclude', crawl.excludePaths.join(', ')));
  if (crawl.maxDiscoveryDepth !== undefined) parts.push(t('crawlView_sumDepth', crawl.maxDiscoveryDepth));
  if (crawl.limit !== undefined) parts.push(tPlural('crawlView_sumLimit', crawl.limit));
  if (crawl.sitemap) parts.push(sitemapLabel(crawl.sitemap));
  if (crawl.ignoreRobotsTxt) parts.push(t('crawlView_sumIgnoresRobots'));
  for (const name of SWITCHES) if (crawl[name]) parts.push(t(`crawlView_f_${name}`));
  if (crawl.delay !== undefined) parts.push(t('crawlView_sumDelay', crawl.delay));
  if (crawl.maxConcurrency !== undefined) parts.push(tPlural('crawlView_sumConcurrency', crawl.maxConcurrency));
  if (crawl.webhook) parts.push(t('crawlView_sumWebhook', crawl.webhook.url));
  return parts.length ? parts : [t('crawlView_sumDefaults')];
}
