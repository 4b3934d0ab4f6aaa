import type { ActiveCrawlsResponse } from '@/lib/api/schemas/active-crawls';
import { ask } from '@/lib/app/ask';

// The Active crawls view's data, each one message to the background (which owns the key and the
// network). The view takes these as props, so tests can pass a stub instead.

export type LoadCrawls = () => Promise<ActiveCrawlsResponse>;
/** A listed crawl: opened as a job (its id), or cancelled at the service. */
export interface CrawlActions {
  open(id: string, url: string): Promise<string>;
  cancel(id: string): Promise<void>;
}

export const loadActiveCrawls: LoadCrawls = () => ask('activeCrawls', {});
export const crawlActions: CrawlActions = {
  open: async (id, url) => (await ask('openRemoteCrawl', { id, url })).jobId,
  cancel: async (id) => void (await ask('cancelRemoteCrawl', { id })),
};
