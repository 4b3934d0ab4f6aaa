import type { BatchEngine } from '../batch/batch-runner';
import type { BatchJob } from '../jobs/job-schema';
import { localCrawl } from './local-crawl';
import { remoteCrawl } from './remote-crawl';

/** The engine that runs a crawl job: the user's browser, or the service's v2 crawl. */
export const crawlEngine = (job: BatchJob): BatchEngine => (job.engine === 'remote' ? remoteCrawl() : localCrawl());
