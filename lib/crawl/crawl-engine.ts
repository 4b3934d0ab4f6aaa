import type { BatchEngine } from '@/lib/batch';
import type { BatchJob } from '@/lib/jobs/job-schema';
import { localCrawl } from '@/lib/crawl/local-crawl';
import { remoteCrawl } from '@/lib/crawl/remote-crawl';

/** The engine that runs a crawl job: the user's browser, or the service's v2 crawl. */
export const crawlEngine = (job: BatchJob): BatchEngine | undefined =>
  job.crawl ? (job.engine === 'remote' ? remoteCrawl() : localCrawl()) : undefined;
