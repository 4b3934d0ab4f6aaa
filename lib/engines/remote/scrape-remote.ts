import type { ParseData } from '../../api/schemas/parse-response';
import type { ScrapeRequest } from '../../api/schemas/scrape-request';
import type { JobWork } from '../../jobs/job-runner';
import { remoteClient } from './remote-client';
import { t } from '../../i18n/t';
import { retryProgress } from './retry-progress';
import { ApiError } from '../../api/api-error';
import { remoteRefusal } from './remote-support';

/** The service scrapes the URL itself: it sees what a logged-out visitor sees. */
export const scrapeRemote =
  (request: ScrapeRequest): JobWork =>
  async (signal, report) => {
    const refusal = remoteRefusal(request);
    if (refusal)
      throw new ApiError({
        kind: 'invalid-request',
        message: refusal,
        details: [{ field: 'formats', message: refusal }],
      });
    const client = await remoteClient();
    report({ message: t('remote_loadingPage') });
    const answer = await client.scrape(request, {
      signal,
      onRetry: retryProgress(report),
    });
    return answer.data as ParseData;
  };
