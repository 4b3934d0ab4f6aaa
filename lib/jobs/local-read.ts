import type { ParseData } from '@/lib/api/schemas/parse-response';
import type { JobWork } from '@/lib/jobs/job-runner';

/**
 * What a local read's result says of itself, as the service's documents do: `scrapeId`, the id of
 * the job that read it (a scrape's job, a batch's or crawl's item: it names the job, and through it
 * the tab it read), and `creditsUsed: 0` (the browser spends none). The one place both are set.
 */
export const stampLocalRead = (result: ParseData, id: string): ParseData => ({
  ...result,
  metadata: { ...result.metadata, scrapeId: id, creditsUsed: 0 },
});

/** A local job's work with its result stamped with the job's id. */
export const stampedWork =
  (id: string, work: JobWork): JobWork =>
  async (signal, report) =>
    stampLocalRead(await work(signal, report), id);
