import type { ParseData } from '../../api/schemas/parse-response';
import type { ScrapeRequest } from '../../api/schemas/scrape-request';
import type { JobWork } from '../../jobs/job-runner';
import { remoteClient } from './remote-client';

/** The service scrapes the URL itself: it sees what a logged-out visitor sees. */
export const scrapeRemote =
  (request: ScrapeRequest): JobWork =>
  async (signal, report) => {
    const client = await remoteClient();
    report({ message: 'The service is loading the page…' });
    const answer = await client.scrape(request, {
      signal,
      onRetry: ({ delayMs, reason }) => report({ message: `${reason} Trying again in ${Math.ceil(delayMs / 1000)} s…` }),
    });
    return answer.data as ParseData;
  };
