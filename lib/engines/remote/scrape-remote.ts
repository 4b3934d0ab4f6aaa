import type { ParseData } from '@/lib/api/schemas/parse-response';
import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import type { JobWork } from '@/lib/jobs/job-runner';
import { remoteClient } from '@/lib/engines/remote/remote-client';
import { t } from '@/lib/i18n/t';
import { retryProgress } from '@/lib/engines/remote/retry-progress';
import { ApiError } from '@/lib/api/api-error';
import { remoteRefusal } from '@/lib/engines/remote/remote-support';

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
