import { cancelBatchJob, startBatch } from '@/lib/batch';
import { startCrawl } from '@/lib/crawl';
import { localMap } from '@/lib/crawl';
import { startupDone } from '@/lib/jobs/housekeeping';
import { stageBlob } from '@/lib/jobs/staged-files';
import { newJobId } from '@/lib/jobs/job-runner';
import { startParseOf } from '@/lib/engines/start-parse';
import { BATCH_POOL_SIZE } from '@/lib/settings/settings-schema';
import { getApiKey } from '@/lib/settings/api-key-store';
import { getSettings } from '@/lib/settings/settings-store';
import { startBackgroundScrape } from '@/lib/scrape';
import type { BridgeDeps } from '@/lib/bridge/bridge-deps';
import { forwardRequest } from '@/lib/bridge/forward-request';
import { readBatch } from '@/lib/bridge/read-batch';
import { interactDeps } from '@/lib/bridge/interact-deps';
import { waitForJob } from '@/lib/bridge/wait-for-job';
import { localHasModel } from '@/lib/engines/local/scrape/local-model-setting';
import { defaultEngine } from '@/lib/engines/default-engine';
import { readAnswer, scrapeSearchResults, startSearch } from '@/lib/search';
import { getBatch, getItemResult, readItems } from '@/lib/jobs/batch-store';

/** A client's maxConcurrency within the pool sizes a batch may have; the user's setting when absent. */
const poolSize = (wanted: number | undefined) =>
  wanted === undefined
    ? undefined
    : Math.min(BATCH_POOL_SIZE.max, Math.max(BATCH_POOL_SIZE.min, Math.floor(wanted) || BATCH_POOL_SIZE.min));

/**
 * The router's jobs in the background: the same job runner, stores and engines as the buttons,
 * each job marked with the client that asked. Background only (it reads the service key).
 */
export function backgroundDeps(): BridgeDeps {
  return {
    startScrape: (engine, request, clientName) => startBackgroundScrape(engine, request, clientName),
    hasModel: localHasModel,
    interact: (client, signal, path) => interactDeps({ client, signal, path }),
    waitForJob: (jobId, signal) => waitForJob(jobId, signal),
    async startBatch({ urls, options, maxConcurrency, clientName }) {
      const pages = urls.map((url) => ({ url }));
      const by = { client: clientName, concurrency: poolSize(maxConcurrency) };
      return (await startBatch('local', 'bridge', options, pages, by)).jobId;
    },
    readBatch,
    cancelBatch: (id) => cancelBatchJob(id),
    // The site-access refusal is the crawl's own (a program cannot answer the permission prompt).
    startCrawl: async ({ spec, options, clientName }) =>
      (await startCrawl('local', spec, options, { client: clientName })).jobId,
    mapSite: (map, signal) => localMap(map, signal),
    async searchAtService() {
      const { engine } = await getSettings();
      return defaultEngine(engine, Boolean(await getApiKey())) === 'remote';
    },
    // The search's results are read in a second step, once their sites are allowed (with-consent.ts).
    startSearch: async ({ spec, options, clientName }) =>
      (await startSearch('local', { ...spec, scrape: false }, options, { client: clientName })).jobId,
    scrapeSearchResults: async (jobId, urls) => void (await scrapeSearchResults(jobId, urls)),
    async readSearch(jobId) {
      const [job, answer] = await Promise.all([getBatch(jobId), readAnswer(jobId)]);
      if (!job?.search || !answer) return undefined;
      const items = await readItems(jobId);
      const pages = await Promise.all(
        items.map(async (item) =>
          item.status === 'done' ? { item, result: await getItemResult(jobId, item.index) } : { item },
        ),
      );
      return { job, answer, pages };
    },
    async startParse(file, options, clientName) {
      await startupDone();
      // Staged under the job's id, as the popup's drop is: retry and delete find the bytes there.
      const jobId = newJobId();
      const blob = new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type });
      await stageBlob(jobId, blob, file.name);
      return startParseOf(jobId, 'local', blob, file.name, options, { client: clientName }).jobId;
    },
    async forward(request) {
      const { bridgeForwarding, baseUrl } = await getSettings();
      if (!bridgeForwarding) return undefined;
      // fetch called as a method of another object throws "Illegal invocation": wrap it.
      return forwardRequest(request, {
        allowed: true,
        baseUrl,
        apiKey: await getApiKey(),
        fetch: (input, init) => globalThis.fetch(input, init),
      });
    },
  };
}
