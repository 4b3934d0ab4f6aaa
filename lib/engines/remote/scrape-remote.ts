import type { ParseData } from '../../api/schemas/parse-response';
import type { ScrapeRequest } from '../../api/schemas/scrape-request';
import type { JobWork } from '../../jobs/job-runner';
import { remoteClient } from './remote-client';
import { t } from '../../i18n/t';

/** The service scrapes the URL itself: it sees what a logged-out visitor sees. */
export const scrapeRemote =
  (request: ScrapeRequest): JobWork =>
  async (signal, report) => {
    const client = await remoteClient();
    report({ message: t('remote_loadingPage') });
    const answer = await client.scrape(request, {
      signal,
      onRetry: ({ delayMs, reason }) => report({ message: t('remote_retrying', reason, Math.ceil(delayMs / 1000)) }),
    });
    return answer.data as ParseData;
  };
