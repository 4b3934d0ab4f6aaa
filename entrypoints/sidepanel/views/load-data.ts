import type { ActiveCrawlsResponse } from '@/lib/api/schemas/active-crawls';
import type { TokenUsageResponse } from '@/lib/api/schemas/token-usage';
import { ask } from '@/lib/messaging/messenger';

// The views' data, each one message to the background (which owns the key and the network).
// Views take these as props, so tests can pass a stub instead.

export type LoadCrawls = () => Promise<ActiveCrawlsResponse>;
/** A listed crawl: opened as a job (its id), or cancelled at the service. */
export interface CrawlActions {
  open(id: string, url: string): Promise<string>;
  cancel(id: string): Promise<void>;
}
export type LoadUsage = (byApiKey: boolean) => Promise<TokenUsageResponse>;

export const loadActiveCrawls: LoadCrawls = () => ask('activeCrawls', {});
export const crawlActions: CrawlActions = {
  open: async (id, url) => (await ask('openRemoteCrawl', { id, url })).jobId,
  cancel: async (id) => void (await ask('cancelRemoteCrawl', { id })),
};
export const loadTokenUsage: LoadUsage = (byApiKey) => ask('tokenUsage', { byApiKey });
