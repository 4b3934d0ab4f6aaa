import type { ParseData } from '@/lib/api/schemas/parse-response';
import { keptInHistory } from '@/lib/jobs/kept-in-history';

import { getJobResult, jobsOfPage } from '@/lib/jobs/history';
import type { JobSummary } from '@/lib/jobs/job-schema';

type ScrapeSummary = Extract<JobSummary, { kind: 'scrape' }>;

/**
 * The newest finished local scrape of exactly this whole page that `accept` (and, once read,
 * `acceptResult`) takes, with its result: summaries are read by the page index and only the chosen job's result is
 * loaded.
 */
export async function previousLocalScrape(
  url: string,
  accept: (job: ScrapeSummary) => boolean,
  acceptResult: (result: ParseData) => boolean = () => true,
): Promise<{ job: ScrapeSummary; result: ParseData } | undefined> {
  const { jobs } = await jobsOfPage(url);
  for (const job of jobs) {
    if (
      job.kind !== 'scrape' ||
      job.engine !== 'local' ||
      job.status !== 'done' ||
      job.url !== url ||
      !keptInHistory(job.request)
    )
      continue;
    if (!accept(job)) continue;
    const result = await getJobResult(job.id);
    // A converted selection never stands in for the whole page.
    if (result && result.metadata?.scope !== 'selection' && acceptResult(result)) return { job, result };
  }
  return undefined;
}
