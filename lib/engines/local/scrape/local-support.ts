import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import { t } from '@/lib/i18n/t';

/**
 * What the local engine cannot do, in words that offer a model or the remote engine: JSON
 * extraction, json-mode change tracking and the summary need a language model, which the user
 * chooses in Settings (`hasModel`, local-model.ts). Everything else runs in the browser.
 */
export function localRefusal(
  request: Pick<ScrapeRequest, 'formats' | 'changeTrackingOptions'>,
  hasModel = false,
): string | undefined {
  if (hasModel) return undefined;
  if (request.formats?.includes('json')) return t('localScrape_jsonNeedsModel');
  if (request.changeTrackingOptions?.modes?.includes('json')) return t('localScrape_jsonDiffNeedsModel');
  if (request.formats?.includes('summary')) return t('localScrape_summaryNeedsModel');
  return undefined;
}

/** Options only a remote fetcher can honour: the local engine reads the tab as it is. */
export const REMOTE_ONLY_OPTIONS = [
  'proxy',
  'location',
  'mobile',
  'headers',
  'skipTlsVerification',
  'blockAds',
  'threatProtection',
] as const;

/** The remote-only options this request sets, which the local engine does not apply. */
export function notApplyingLocally(request: Partial<Record<(typeof REMOTE_ONLY_OPTIONS)[number], unknown>>): string[] {
  return REMOTE_ONLY_OPTIONS.filter((key) => request[key] !== undefined);
}
