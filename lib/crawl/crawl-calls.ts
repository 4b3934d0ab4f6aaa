import type { z } from 'zod';
import { invalidRequest } from '@/lib/api/field-errors';
import { sameOriginNext } from '@/lib/api/next-page';
import {
  crawlCancelledSchema,
  crawlErrorsSchema,
  crawlParamsPreviewRequestSchema,
  crawlParamsPreviewSchema,
  crawlRequestSchema,
  crawlStartedSchema,
  crawlStatusSchema,
  type CrawlCancelled,
  type CrawlErrors,
  type CrawlParamsPreview,
  type CrawlParamsPreviewRequestInput,
  type CrawlRequestInput,
  type CrawlStarted,
  type CrawlStatus,
} from '@/lib/api/schemas/crawl';
import { mapRequestSchema, mapResponseSchema, type MapRequestInput, type MapResponse } from '@/lib/api/schemas/map';
import { call, type CallOptions, type TransportConfig } from '@/lib/api/transport';

const DEADLINE_MS = 60_000;
/** The service asks a language model for the options: slower than a listing. */
const PREVIEW_DEADLINE_MS = 120_000;
/** A map has no timeout of its own unless one is set; this bounds the wait, with room for the answer. */
const MAP_DEFAULT_WAIT_MS = 120_000;
const MAP_MARGIN_MS = 15_000;

export interface CrawlStatusOptions extends CallOptions {
  /** A `next` address of an earlier status page: read that page instead of the first. */
  from?: string;
}

/** A `next` address rather than a crawl id. */
const isAddress = (value: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(value);

/**
 * v2 crawl (start, params preview, status a page at a time, errors, cancel) and v2 map. Same auth,
 * retries and errors as every call; a status `next` is followed only on the service's own origin.
 */
export function crawlCalls(transport: () => TransportConfig) {
  /**
   * One page of the status: the first of crawl `idOrNext`, or the page a `next` address names. The
   * answer's `next` is checked to be on the service's origin. While the crawl runs, `next` is there
   * even when no more pages are: a page with no data means "read `next` again later".
   */
  async function crawlStatusPage(idOrNext: string, opts: CallOptions = {}): Promise<CrawlStatus> {
    const cfg = transport();
    const page = await call(cfg, {
      method: 'GET',
      path: isAddress(idOrNext) ? sameOriginNext(idOrNext, cfg.baseUrl) : `v2/crawl/${encodeURIComponent(idOrNext)}`,
      deadlineMs: DEADLINE_MS,
      schema: crawlStatusSchema,
      ...opts,
    });
    return page.next ? { ...page, next: sameOriginNext(page.next, cfg.baseUrl) } : page;
  }

  return {
    async crawlStart(request: CrawlRequestInput, opts: CallOptions = {}): Promise<CrawlStarted> {
      const body = checked('crawl', crawlRequestSchema, request);
      return postJson(transport(), 'v2/crawl', body, crawlStartedSchema, DEADLINE_MS, opts);
    },

    /** The options the service would derive from the prompt, without starting anything. */
    async crawlParamsPreview(
      request: CrawlParamsPreviewRequestInput,
      opts: CallOptions = {},
    ): Promise<CrawlParamsPreview> {
      const body = checked('crawl', crawlParamsPreviewRequestSchema, request);
      return postJson(
        transport(),
        'v2/crawl/params-preview',
        body,
        crawlParamsPreviewSchema,
        PREVIEW_DEADLINE_MS,
        opts,
      );
    },

    crawlStatusPage,

    /** One page of the status: the first, or the one at `from` (a `next` of an earlier page). */
    crawlStatus(id: string, { from, ...opts }: CrawlStatusOptions = {}): Promise<CrawlStatus> {
      return crawlStatusPage(from ?? id, opts);
    },

    /**
     * The status pages one after another, from the first (or `from`), never holding more than one:
     * a crawl of thousands of pages is read as it goes. Stops after the last page, or after a page
     * with no data while the crawl runs; that page's `next` is where to go on from later.
     */
    async *crawlStatusPages(id: string, { from, ...opts }: CrawlStatusOptions = {}): AsyncGenerator<CrawlStatus> {
      let page = await crawlStatusPage(from ?? id, opts);
      yield page;
      while (page.next && page.data?.length) {
        page = await crawlStatusPage(page.next, opts);
        yield page;
      }
    },

    /** Pages that failed, and addresses robots.txt kept the crawl from. */
    async crawlErrors(id: string, opts: CallOptions = {}): Promise<CrawlErrors> {
      return call(transport(), {
        method: 'GET',
        path: `v2/crawl/${encodeURIComponent(id)}/errors`,
        deadlineMs: DEADLINE_MS,
        schema: crawlErrorsSchema,
        ...opts,
      });
    },

    async crawlCancel(id: string, opts: CallOptions = {}): Promise<CrawlCancelled> {
      return call(transport(), {
        method: 'DELETE',
        path: `v2/crawl/${encodeURIComponent(id)}`,
        deadlineMs: DEADLINE_MS,
        schema: crawlCancelledSchema,
        ...opts,
      });
    },

    /** A site's addresses with their titles and descriptions, without reading every page. */
    async map(request: MapRequestInput, opts: CallOptions = {}): Promise<MapResponse> {
      const body = checked('map', mapRequestSchema, request);
      const deadlineMs = (body.timeout ?? MAP_DEFAULT_WAIT_MS) + MAP_MARGIN_MS;
      return postJson(transport(), 'v2/map', body, mapResponseSchema, deadlineMs, opts);
    },
  };
}

/** The request as the schema checks it, or the error naming each field the service would refuse. */
function checked<S extends z.ZodType>(what: string, schema: S, request: unknown): z.output<S> {
  const result = schema.safeParse(request);
  if (!result.success) throw invalidRequest(what, result.error);
  return result.data;
}

function postJson<T>(
  cfg: TransportConfig,
  path: string,
  request: unknown,
  schema: z.ZodType<T>,
  deadlineMs: number,
  opts: CallOptions,
): Promise<T> {
  const body = JSON.stringify(request);
  return call(cfg, {
    method: 'POST',
    path,
    body: () => ({ body, contentType: 'application/json' }),
    deadlineMs,
    schema,
    ...opts,
  });
}
