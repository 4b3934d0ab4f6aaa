import { answeredError, type BatchItem } from '@/lib/jobs/batch-schema';
import type { BatchJob } from '@/lib/jobs/job-schema';

/**
 * Whether an item's answer is in a status's `data`: a page read, and in a batch scrape (not a
 * crawl, whose error pages the service reports as errors) a page that answered an HTTP error,
 * which the service returns as a document with its `metadata.statusCode`.
 */
export const inStatusData = (job: Pick<BatchJob, 'source'>, item: BatchItem) =>
  item.status === 'done' || (job.source !== 'crawl' && answeredError(item));
