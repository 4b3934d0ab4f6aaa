import type { Job } from '@/lib/jobs/job-schema';

/** The service's id of a scrape the service made (the remote engine): what its session is opened on. */
export function scrapeIdOf(job: Job): string | undefined {
  if (job.kind !== 'scrape' || job.engine !== 'remote') return undefined;
  const id = job.result?.metadata?.scrapeId;
  return typeof id === 'string' && id.trim() !== '' ? id : undefined;
}
