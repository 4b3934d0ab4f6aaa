import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';

/** Whether a scrape's result may be kept in history (and so serve later cache hits and diffs). */
export const keptInHistory = (request: Pick<ScrapeRequest, 'storeInCache' | 'zeroDataRetention'>) =>
  request.storeInCache !== false && request.zeroDataRetention !== true;
