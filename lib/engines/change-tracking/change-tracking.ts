import type { ChangeTrackingResult } from '@/lib/api/schemas/scrape-response';
import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import { previousLocalScrape } from '@/lib/engines/local/scrape/local-history';
import { jsonChanges } from '@/lib/engines/change-tracking/json-changes';
import { unifiedDiff } from '@/lib/engines/change-tracking/unified-diff';

/** What this scrape extracted in json mode, kept on its result for the next scrape to compare with. */
const EXTRACTED = 'extracted';
const extractedOf = (change: ChangeTrackingResult | null | undefined) => {
  const value = (change as Record<string, unknown> | null | undefined)?.[EXTRACTED];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
};

/**
 * Change tracking against the previous local scrape of the same URL and tag (a scrape without
 * change tracking counts as tag null): new, same or changed, with a git-style diff of the
 * markdown in git-diff mode. In json mode, `extracted` is what the model took from this page
 * (model-formats.ts): `json` lists the keys that differ from the last scrape that kept one.
 */
export async function trackChange(
  request: ScrapeRequest,
  markdown: string,
  extracted?: Record<string, unknown>,
): Promise<ChangeTrackingResult> {
  const tag = request.changeTrackingOptions?.tag ?? null;
  const previous = await previousLocalScrape(
    request.url,
    (job) => (job.request.changeTrackingOptions?.tag ?? null) === tag,
    (result) => typeof result.markdown === 'string',
  );
  const before = previous?.result.markdown ?? '';
  const changeStatus = !previous ? 'new' : before === markdown ? 'same' : 'changed';
  const result: ChangeTrackingResult = {
    previousScrapeAt: previous ? new Date(previous.job.finishedAt ?? previous.job.updatedAt).toISOString() : null,
    changeStatus,
    visibility: 'visible',
  };
  if (request.changeTrackingOptions?.modes?.includes('git-diff')) {
    result.diff = changeStatus === 'changed' ? unifiedDiff(before, markdown, request.url) : null;
  }
  if (extracted) {
    const earlier = await previousLocalScrape(
      request.url,
      (job) => (job.request.changeTrackingOptions?.tag ?? null) === tag,
      (r) => extractedOf(r.changeTracking) !== undefined,
    );
    const was = extractedOf(earlier?.result.changeTracking);
    result.json = was ? jsonChanges(was, extracted) : null;
    Object.assign(result, { [EXTRACTED]: extracted });
  }
  return result;
}
