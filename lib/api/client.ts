import { ApiError } from '@/lib/api/api-error';
import { invalidRequest } from '@/lib/api/field-errors';
import { refuseLocalOnlyFormats } from '@/lib/api/local-only-formats';
import { formatBytes } from '@/lib/i18n/format-bytes';
import { isParseableName, PARSE_EXTENSIONS, PARSE_MAX_FILE_BYTES } from '@/lib/api/parse-file-rules';
import { retryPolicySchema, type RetryPolicyInput } from '@/lib/api/retry-policy';
import { activeCrawlsResponseSchema, type ActiveCrawlsResponse } from '@/lib/api/schemas/active-crawls';
import { parseOptionsSchema, type ParseOptionsInput } from '@/lib/api/schemas/parse-options';
import { parseResponseSchema, type ParseResponse } from '@/lib/api/schemas/parse-response';
import { scrapeRequestSchema, type ScrapeRequestInput } from '@/lib/api/schemas/scrape-request';
import { scrapeResponseSchema, type ScrapeResponse } from '@/lib/api/schemas/scrape-response';
import { DEFAULT_TIMEOUT_MS } from '@/lib/api/schemas/scrape-rules';
import { tokenUsageResponseSchema, type TokenUsageResponse } from '@/lib/api/schemas/token-usage';
import { call, type CallOptions, type TransportConfig } from '@/lib/api/transport';
import { t } from '@/lib/i18n/t';
import { isHttpProtocol } from '@/lib/api/schemas/http-url-rule';

export interface ClientConfig {
  baseUrl: string;
  apiKey: string;
  /** Defaults to the global fetch, bound (a service worker's fetch throws when called unbound). */
  fetch?: typeof fetch;
  retry?: RetryPolicyInput;
}

export type { CallOptions } from '@/lib/api/transport';

export interface ParseInput {
  /** A File, or a Blob with a name: the service decides the type by its extension. */
  file: Blob;
  fileName?: string;
  options?: ParseOptionsInput;
}

// Beyond the request's own timeout, time for queueing, upload and the answer's download.
const SCRAPE_MARGIN_MS = 15_000;
const PARSE_MARGIN_MS = 60_000;
const LISTING_DEADLINE_MS = 30_000;

export type ApiClient = ReturnType<typeof createClient>;

/**
 * The Firecrawl-compatible API's calls every feature shares: scrape v1, parse v2, active crawls v1 and
 * token usage v1. Each feature owns its own calls over the same transport (batch scrape v1 in lib/batch,
 * crawl and map v2 in lib/crawl, monitors v2 in lib/monitor), built from `transport`.
 */
export function createClient(config: ClientConfig) {
  const transport = (): TransportConfig => {
    if (!config.apiKey.trim()) {
      throw new ApiError({ kind: 'no-key', message: t('api_noKey') });
    }
    return {
      baseUrl: checkedBaseUrl(config.baseUrl),
      apiKey: config.apiKey.trim(),
      fetch: config.fetch ?? globalThis.fetch.bind(globalThis),
      retry: retryPolicySchema.parse(config.retry ?? {}),
    };
  };

  return {
    /** The checked transport each feature's own calls go through (lib/batch, lib/crawl, lib/monitor). */
    transport,

    async scrape(request: ScrapeRequestInput, opts: CallOptions = {}): Promise<ScrapeResponse> {
      const checked = scrapeRequestSchema.safeParse(request);
      if (!checked.success) throw invalidRequest('scrape', checked.error);
      refuseLocalOnlyFormats(checked.data.formats);
      const body = JSON.stringify(checked.data);
      return call(transport(), {
        method: 'POST',
        path: 'v1/scrape',
        body: () => ({ body, contentType: 'application/json' }),
        deadlineMs: (checked.data.timeout ?? DEFAULT_TIMEOUT_MS) + (checked.data.waitFor ?? 0) + SCRAPE_MARGIN_MS,
        schema: scrapeResponseSchema,
        ...opts,
      });
    },

    async parse(input: ParseInput, opts: CallOptions = {}): Promise<ParseResponse> {
      const name = input.fileName ?? (input.file as Partial<File>).name ?? '';
      checkParseFile(input.file, name);
      const checked = parseOptionsSchema.safeParse(input.options ?? {});
      if (!checked.success) throw invalidRequest('parse', checked.error);
      const options = JSON.stringify(checked.data);
      return call(transport(), {
        method: 'POST',
        path: 'v2/parse',
        body: () => {
          const form = new FormData();
          form.append('file', input.file, name);
          // A plain text field: sent as a file part it is refused (api-notes.md).
          form.append('options', options);
          return { body: form };
        },
        deadlineMs: (checked.data.timeout ?? DEFAULT_TIMEOUT_MS) + PARSE_MARGIN_MS,
        schema: parseResponseSchema,
        ...opts,
      });
    },

    async activeCrawls(opts: CallOptions = {}): Promise<ActiveCrawlsResponse> {
      return call(transport(), {
        method: 'GET',
        path: 'v1/crawl/active',
        deadlineMs: LISTING_DEADLINE_MS,
        schema: activeCrawlsResponseSchema,
        ...opts,
      });
    },

    async tokenUsage({
      byApiKey = false,
      ...opts
    }: CallOptions & { byApiKey?: boolean } = {}): Promise<TokenUsageResponse> {
      return call(transport(), {
        method: 'GET',
        path: 'v1/team/token-usage/historical',
        // The server honours only the exact string "true"; anything else is left out.
        query: byApiKey ? { byApiKey: 'true' } : undefined,
        deadlineMs: LISTING_DEADLINE_MS,
        schema: tokenUsageResponseSchema,
        ...opts,
      });
    },
  };
}

function checkedBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    throw new ApiError({
      kind: 'invalid-request',
      message: t('api_baseUrlNotUrl', baseUrl),
      details: [{ field: 'baseUrl' }],
    });
  }
  if (!isHttpProtocol(url)) {
    throw new ApiError({ kind: 'invalid-request', message: t('api_baseUrlProtocol'), details: [{ field: 'baseUrl' }] });
  }
  return url.href;
}

function checkParseFile(file: Blob, name: string): void {
  const refuse = (message: string, kind: 'invalid-request' | 'too-large' = 'invalid-request') =>
    new ApiError({ kind, message, details: [{ field: 'file', message }] });
  if (!name) throw refuse(t('api_fileNoName'));
  if (!isParseableName(name)) {
    throw refuse(t('api_fileTypeRefused', name, PARSE_EXTENSIONS.map((e) => '.' + e).join(' ')));
  }
  if (file.size === 0) throw refuse(t('api_fileEmpty', name));
  if (file.size > PARSE_MAX_FILE_BYTES) {
    throw refuse(t('api_fileOverLimit', name, formatBytes(file.size)), 'too-large');
  }
}
