/**
 * Many pages at once: a batch's runner, its pool of background tabs and the service's batch
 * scrape; the jobs whose pages grow (a crawl, a search) register their engine here. The other features
 * reach it only through this file.
 */
export { registerBatchHandlers } from '@/lib/batch/batch-handlers';
export {
  cancelBatchJob,
  registerGrowingBatches,
  resume,
  retryFailedPages,
  startBatch,
} from '@/lib/batch/batch-handlers';
export { batchMenuClicked, createBatchMenu } from '@/lib/batch/batch-menu';
export { isBatchRunning } from '@/lib/batch/batch-runner';
export type { BatchContext, BatchEngine } from '@/lib/batch/batch-runner';
export { itemErrorData } from '@/lib/batch/item-error';
export { closeLeftTab, inPageTab, localPool, pageRequest } from '@/lib/batch/local-pool';
export { remoteBatch } from '@/lib/batch/remote-batch';
export { newBatchJob } from '@/lib/batch/new-batch-job';
