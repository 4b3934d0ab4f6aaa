import { ApiError } from '@/lib/api/api-error';
import type { ParseOptions } from '@/lib/api/schemas/parse-options';
import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import type { Tab } from '@/lib/browser/tabs';
import type { JobWork } from '@/lib/jobs/job-runner';
import type { Engine } from '@/lib/jobs/job-schema';
import { parseRemote } from '@/lib/engines/remote/parse-remote';
import { scrapeRemote } from '@/lib/engines/remote/scrape-remote';
import { localEngines } from '@/lib/engines/local/scrape/local-engines';
import { t } from '@/lib/i18n/t';

/** The work of a scrape on the chosen engine. */
export function scrapeEngine(engine: Engine, request: ScrapeRequest, tab: Tab | undefined): JobWork {
  if (engine === 'remote') return scrapeRemote(request);
  if (!tab?.id) throw new ApiError({ kind: 'invalid-request', message: t('engines_noTab') });
  return localEngines.scrape(request, tab.id);
}

/** `fileKey`: where the bytes are kept in history's `files` store (the local parser reads them there). */
export function parseEngine(engine: Engine, file: Blob, fileKey: string, name: string, options: ParseOptions): JobWork {
  return engine === 'remote' ? parseRemote(file, name, options) : localEngines.parse(fileKey, name, options);
}
