import type { ApiClient } from '@/lib/api/client';
import { batchCalls } from '@/lib/batch/batch-calls';
import { crawlCalls } from '@/lib/crawl/crawl-calls';
import { monitorClient } from '@/lib/monitor/monitor-client';
import { interactCalls } from '@/lib/interact/interact-calls';
import { searchCalls } from '@/lib/search/search-calls';

/** A client with every feature's own calls beside the shared ones, over its one transport, for the contract tests. */
export const withFeatureCalls = (client: ApiClient) => ({
  ...client,
  ...batchCalls(client.transport),
  ...crawlCalls(client.transport),
  ...searchCalls(client.transport),
  monitors: monitorClient(client.transport),
  interact: interactCalls(client.transport),
});
