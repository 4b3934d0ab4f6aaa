import { ApiError } from '../../api/api-error';
import type { ParseOptions } from '../../api/schemas/parse-options';
import type { ScrapeRequest } from '../../api/schemas/scrape-request';
import type { JobWork } from '../../jobs/job-runner';
import { scrapeLocal } from './scrape-local';

export const localEngines = {
  scrape: (request: ScrapeRequest, tabId: number): JobWork => scrapeLocal(request, tabId),
  parse:
    (_file: Blob, name: string, _options: ParseOptions): JobWork =>
    async () => {
      throw new ApiError({
        kind: 'invalid-request',
        message: `The local engine does not parse files yet, so ${name} was not read. Add an API key and use the remote engine to parse it.`,
      });
    },
};
