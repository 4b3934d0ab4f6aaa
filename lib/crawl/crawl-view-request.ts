import { storage } from 'wxt/utils/storage';
import { z } from 'zod';

/**
 * The popup's "Whole site…": the side panel, opened inside the click, shows its crawl view for
 * this address. Session storage, as the batch chooser's draft: it never outlives the session.
 */
export const crawlViewRequestItem = storage.defineItem<unknown>('session:crawlViewRequest', { fallback: null });
const crawlViewRequestSchema = z.object({ url: z.string(), at: z.number() });

export const requestCrawlView = (url: string) => crawlViewRequestItem.setValue({ url, at: Date.now() });

/**
 * Calls `open` with the address asked for: one asked just before the panel loaded (it was opened
 * for it), and every later one.
 */
export function watchCrawlViewRequest(open: (url: string) => void): () => void {
  const take = (value: unknown, maxAgeMs: number) => {
    const parsed = crawlViewRequestSchema.safeParse(value);
    if (parsed.success && Date.now() - parsed.data.at < maxAgeMs) open(parsed.data.url);
  };
  void crawlViewRequestItem.getValue().then(
    (value) => take(value, 10_000),
    () => undefined,
  );
  return crawlViewRequestItem.watch((value) => take(value, 60_000));
}
