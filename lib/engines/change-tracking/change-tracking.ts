import type { ChangeTrackingResult } from '../../api/schemas/scrape-response';
import type { ScrapeRequest } from '../../api/schemas/scrape-request';
import { previousLocalScrape } from '../local-scrape/local-history';
import { unifiedDiff } from './unified-diff';

/**
 * Change tracking against the previous local scrape of the same URL and tag (a scrape without
 * change tracking counts as tag null): new, same or changed, with a git-style diff of the
 * markdown in git-diff mode. json mode needs a model and is refused before this runs.
 */
export async function trackChange(request: ScrapeRequest, markdown: string): Promise<ChangeTrackingResult> {
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
  return result;
}
