import type { ScrapeRequest } from '../../api/schemas/scrape-request';

/**
 * What the local engine cannot do yet or at all, in words that offer the remote engine.
 * JSON extraction needs a language model; the rest is being built (see the open issues).
 */
export function localRefusal(request: ScrapeRequest): string | undefined {
  const formats = new Set(request.formats ?? []);
  if (formats.has('json')) return 'JSON extraction needs a language model, which the local engine does not have. Switch to the remote engine for this scrape.';
  if (request.changeTrackingOptions?.modes?.includes('json')) return 'JSON change tracking needs a language model. Use git-diff mode, or the remote engine.';
  const notYet = [
    formats.has('screenshot@fullPage') && 'full-page screenshots',
    formats.has('changeTracking') && 'change tracking',
    request.actions?.length && 'page actions',
  ].filter(Boolean);
  if (notYet.length) return `The local engine does not do ${notYet.join(', ')} yet. Use the remote engine for this scrape.`;
  return undefined;
}
