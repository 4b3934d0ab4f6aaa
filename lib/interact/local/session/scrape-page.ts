import { getJob } from '@/lib/jobs/history';
import { parseItemId } from '@/lib/jobs/batch-schema';

/**
 * The page a program's local scrape read, by the scrape's id (its `metadata.scrapeId`: the job's
 * id, or a batch page's `BATCHID:INDEX`): where the scrape ended (after redirects). Only a scrape
 * a program asked for through the bridge (its job has a client) and that finished: the user's own
 * scrapes are never reachable from here, nor their tabs.
 */
export async function scrapePage(jobId: string): Promise<{ url: string } | undefined> {
  const job = await getJob(jobId);
  if (job?.kind !== 'scrape' || job.engine !== 'local' || job.status !== 'done') return undefined;
  const item = parseItemId(jobId);
  const client = item ? (await getJob(item.batchId))?.client : job.client;
  if (client === undefined) return undefined;
  const metadata = job.result?.metadata;
  const url = metadata?.url ?? metadata?.sourceURL ?? job.url;
  return { url };
}
