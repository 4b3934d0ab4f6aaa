import type { ScrapeRequest } from '../../api/schemas/scrape-request';
import { listJobs } from '../../jobs/history';
import type { ScrapeJob } from '../../jobs/job-schema';

/** Whether a scrape's result may be kept in history (and so serve later cache hits and diffs). */
export const keptInHistory = (request: Pick<ScrapeRequest, 'storeInCache' | 'zeroDataRetention'>) =>
  request.storeInCache !== false && request.zeroDataRetention !== true;

/** Finished local scrapes of exactly this whole page whose result history kept, newest first. */
export async function previousLocalScrapes(url: string): Promise<ScrapeJob[]> {
  const jobs = await listJobs({ query: url, limit: 200 });
  return jobs.filter(
    (job): job is ScrapeJob =>
      job.kind === 'scrape' && job.engine === 'local' && job.status === 'done' && job.url === url && Boolean(job.result) && keptInHistory(job.request) &&
      job.result?.metadata?.scope !== 'selection',
  );
}
