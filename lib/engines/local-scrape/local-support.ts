import type { ScrapeRequest } from '../../api/schemas/scrape-request';

/**
 * What the local engine cannot do, in words that offer the remote engine: JSON extraction and
 * json-mode change tracking need a language model. Everything else runs in the browser.
 */
export function localRefusal(request: Pick<ScrapeRequest, 'formats' | 'changeTrackingOptions'>): string | undefined {
  if (request.formats?.includes('json')) return 'JSON extraction needs a language model, which the local engine does not have. Switch to the remote engine for this scrape.';
  if (request.changeTrackingOptions?.modes?.includes('json')) return 'JSON change tracking needs a language model. Use git-diff mode, or the remote engine.';
  return undefined;
}

/** Options only a remote fetcher can honour: the local engine reads the tab as it is. */
export const REMOTE_ONLY_OPTIONS = ['proxy', 'location', 'mobile', 'headers', 'skipTlsVerification', 'blockAds', 'threatProtection'] as const;

/** The remote-only options this request sets, which the local engine does not apply. */
export function notApplyingLocally(request: Partial<Record<(typeof REMOTE_ONLY_OPTIONS)[number], unknown>>): string[] {
  return REMOTE_ONLY_OPTIONS.filter((key) => request[key] !== undefined);
}
