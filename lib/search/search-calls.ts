import { invalidRequest } from '@/lib/api/field-errors';
import {
  searchRequestSchema,
  searchResponseSchema,
  v1SearchRequestSchema,
  v1SearchResponseSchema,
  type SearchRequestInput,
  type SearchResponse,
  type V1SearchRequestInput,
  type V1SearchResponse,
} from '@/lib/api/schemas/search';
import type { z } from 'zod';
import { call, type CallOptions, type TransportConfig } from '@/lib/api/transport';
import { SEARCH_DEFAULT_TIMEOUT_MS } from '@/lib/search/search-limits';

/** Beyond the search's own timeout: the service's queue, and scraping every result when asked. */
const MARGIN_MS = 30_000;

/** v2 and v1 search over the client's transport: the same auth, retries and errors as every call. */
export function searchCalls(transport: () => TransportConfig) {
  const post = <T>(path: string, body: { timeout?: number }, schema: z.ZodType<T>, opts: CallOptions) => {
    const json = JSON.stringify(body);
    return call(transport(), {
      method: 'POST',
      path,
      body: () => ({ body: json, contentType: 'application/json' }),
      deadlineMs: (body.timeout ?? SEARCH_DEFAULT_TIMEOUT_MS) + MARGIN_MS,
      schema,
      ...opts,
    });
  };
  return {
    /** POST /v2/search: web, news and image results, each scraped in place when `scrapeOptions` has formats. */
    async search(request: SearchRequestInput, opts: CallOptions = {}): Promise<SearchResponse> {
      const checked = searchRequestSchema.safeParse(request);
      if (!checked.success) throw invalidRequest('search', checked.error);
      return post('v2/search', checked.data, searchResponseSchema, opts);
    },

    /** POST /v1/search: web results as a list. */
    async searchV1(request: V1SearchRequestInput, opts: CallOptions = {}): Promise<V1SearchResponse> {
      const checked = v1SearchRequestSchema.safeParse(request);
      if (!checked.success) throw invalidRequest('search', checked.error);
      return post('v1/search', checked.data, v1SearchResponseSchema, opts);
    },
  };
}
