import type { ParseOptions } from '@/lib/api/schemas/parse-options';
import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import type { JobWork } from '@/lib/jobs/job-runner';
import { parseLocal } from '@/lib/engines/local/parse/parse-local';
import { scrapeLocal } from '@/lib/engines/local/scrape/scrape-local';

export const localEngines = {
  scrape: (request: ScrapeRequest, tabId: number): JobWork => scrapeLocal(request, tabId),
  /** `fileKey`: the file's key in history's `files` store, where the parsing page reads it. */
  parse: (fileKey: string, name: string, options: ParseOptions): JobWork => parseLocal(fileKey, name, options),
};
