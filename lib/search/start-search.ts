import { ApiError } from '@/lib/api/api-error';
import { invalidRequest } from '@/lib/api/field-errors';
import { scrapeRequestSchema } from '@/lib/api/schemas/scrape-request';
import { searchSpecSchema, type SearchSpecInput } from '@/lib/api/schemas/search-spec';
import { newBatchJob, resume } from '@/lib/batch';
import { localHasModel } from '@/lib/engines/local/scrape/local-model-setting';
import { localRefusal } from '@/lib/engines/local/scrape/local-support';
import { remoteRefusal } from '@/lib/engines/remote/remote-support';
import { t } from '@/lib/i18n/t';
import { createBatch } from '@/lib/jobs/batch-store';
import { startupDone } from '@/lib/jobs/housekeeping';
import type { BatchJob, Engine } from '@/lib/jobs/job-schema';
import type { ScrapeDefaults } from '@/lib/settings/settings-schema';
import { getSettings } from '@/lib/settings/settings-store';
import { hasSearchApi } from '@/lib/search/local/browser-search';
import { needsPermission } from '@/lib/search/search-errors';

/** An address the scrape options are checked with: a search's pages are not known before it runs. */
const ANY_PAGE = 'https://example.com/';

/**
 * Starts a search as a job in History: in this browser (its engine, no key) or at the service.
 * Its options are checked first, each problem named at its field; `options` are the scrape
 * options its results are read with, now (`scrape`) or later ("Scrape these").
 */
export async function startSearch(
  engine: Engine,
  input: SearchSpecInput,
  options: ScrapeDefaults,
  /** A program's search through the bridge: who asked. */
  by: Pick<BatchJob, 'client'> = {},
): Promise<{ jobId: string }> {
  await startupDone();
  const checked = searchSpecSchema.safeParse(input);
  if (!checked.success) throw invalidRequest('search', checked.error);
  const spec = checked.data;
  const refuse = (message: string) =>
    new ApiError({ kind: 'invalid-request', message, details: [{ field: 'scrape', message }] });
  const scrape = scrapeRequestSchema.safeParse({ ...options, url: ANY_PAGE });
  if (!scrape.success) throw refuse(t('batch_optionsInvalid', scrape.error.issues[0]?.message ?? ''));
  const refusal = engine === 'local' ? localRefusal(options, await localHasModel()) : remoteRefusal(options);
  if (refusal && spec.scrape) throw refuse(refusal);
  if (engine === 'local' && !(await getSettings()).searchEngine && !hasSearchApi())
    throw needsPermission(t('search_needsSearchApi'));
  const job = await newBatchJob({
    engine,
    title: spec.query,
    source: 'search',
    search: spec,
    options,
    total: 0,
    ...by,
  });
  await createBatch(job, []);
  resume(job.id);
  return { jobId: job.id };
}
