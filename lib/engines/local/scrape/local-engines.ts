import type { ParseOptions } from '@/lib/api/schemas/parse-options';
import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import type { JobWork } from '@/lib/jobs/job-runner';
import { parseLocal } from '@/lib/engines/local/parse/parse-local';
import { scrapeLocal } from '@/lib/engines/local/scrape/scrape-local';
import { readIfDocument } from '@/lib/engines/local/document/read-document';

export const localEngines = {
  /** The tab's page, or the document its address names (read without the tab: readIfDocument). */
  scrape:
    (request: ScrapeRequest, tabId: number): JobWork =>
    async (signal, report) =>
      (await readIfDocument(request, signal, report)) ?? scrapeLocal(request, tabId)(signal, report),
  /** `fileKey`: the file's key in history's `files` store, where the parsing page reads it. */
  parse: (fileKey: string, name: string, options: ParseOptions): JobWork => parseLocal(fileKey, name, options),
};
