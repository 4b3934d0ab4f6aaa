import { storage } from 'wxt/utils/storage';
import { z } from 'zod';

/**
 * "Search the web…" (popup) and the right-click menu on selected text: the side panel, opened
 * inside the click, shows its Search view with this query. Session storage, as the crawl view's
 * request: it never outlives the session.
 */
export const searchViewRequestItem = storage.defineItem<unknown>('session:searchViewRequest', { fallback: null });
const searchViewRequestSchema = z.object({ query: z.string(), at: z.number() });

export const requestSearchView = (query: string) => searchViewRequestItem.setValue({ query, at: Date.now() });

/**
 * Calls `open` with the query asked for: one asked just before the panel loaded (it was opened for
 * it), and every later one.
 */
export function watchSearchViewRequest(open: (query: string) => void): () => void {
  const take = (value: unknown, maxAgeMs: number) => {
    const parsed = searchViewRequestSchema.safeParse(value);
    if (parsed.success && Date.now() - parsed.data.at < maxAgeMs) open(parsed.data.query);
  };
  void searchViewRequestItem.getValue().then(
    (value) => take(value, 10_000),
    () => undefined,
  );
  return searchViewRequestItem.watch((value) => take(value, 60_000));
}
