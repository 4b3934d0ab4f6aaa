import type { IncomingHttpHeaders } from 'node:http';
import type { Teams, ThreatPolicy } from './teams';

export interface ContractServerOptions {
  /**
   * Origin of a fixture HTTP server (e.g. 'http://127.0.0.1:4567'). When set, scrapes of
   * public http(s) URLs are answered from it (same path and query), so tests can scrape
   * realistic URLs like https://example.com/article. Without it only 127.0.0.1/localhost
   * targets are fetched and anything else fails like a DNS error. Hosts ending in .invalid
   * always fail like a DNS error.
   */
  fixtureOrigin?: string;
  /** Know jsonOptions.checkPromptInjection (default false: the 2026-08 server rejects it as an unrecognized key). */
  promptInjectionCheck?: boolean;
  /** Where scrape JSON extraction goes: 'json' (real server, default), 'llm_extraction' (the interface doc) or both. */
  extractionField?: 'json' | 'llm_extraction' | 'both';
}

/** Summary of a multipart request body, as recorded in `server.requests`. */
export interface MultipartSummary {
  fileName?: string;
  fileSize?: number;
  fileType?: string;
  /** The options field parsed as JSON, or the raw string when it is not JSON. */
  options?: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  query: Record<string, string>;
  /**
   * Parsed JSON; the raw text when the JSON is malformed; a MultipartSummary for parse; undefined for GET or over-limit
   * bodies.
   */
  body: unknown;
  /** Date.now() when the request arrived (to check client back-off between retries). */
  at: number;
}

export interface FailNextOptions {
  /** Status to answer with. Omit it (with delayMs) to only delay a normal answer. */
  status?: number;
  /** How many matching requests fail (default 1). */
  times?: number;
  /** Only requests to this exact path (e.g. '/v1/scrape') match; a trailing * matches every path it starts. */
  path?: string;
  /** Only requests with this method ('GET', 'POST', ...) match. */
  method?: string;
  /** Retry-After header: seconds, or an HTTP date when given a Date. */
  retryAfter?: number | Date;
  /** `retry_after_seconds` field in the body. */
  retryAfterSeconds?: number;
  /** Put `retry after Ns` in the error text. */
  retryInMessage?: number;
  code?: string;
  error?: string;
  /** With status 200: answer `{success:false, code, error}`. */
  successFalse?: boolean;
  /** Send this text verbatim (content-type text/html) instead of a JSON body, like a gateway page. */
  rawBody?: string;
  /** Wait this long before answering. */
  delayMs?: number;
}

export interface FailEveryOptions extends Omit<FailNextOptions, 'times'> {
  /** Every `every`-th matching request fails (the 3rd, 6th, ... with 3), until reset(). */
  every: number;
}

export interface ContractServer {
  /** Base URL, 'http://127.0.0.1:PORT'; the API lives at /v1/... and /v2/... */
  readonly url: string;
  /** The seeded teams (re-seeded by reset()). */
  readonly teams: Teams;
  /** Every /v1 and /v2 request received, oldest first (cleared in place by reset()). */
  readonly requests: RecordedRequest[];
  failNext(options: FailNextOptions): void;
  /** Fail every Nth matching request (e.g. each third crawl status poll answers 429) until reset(). */
  failEvery(options: FailEveryOptions): void;
  /** Failures set with failNext not yet served (0 once every one has been answered). */
  readonly pendingFailures: number;
  /** Every open browser session runs out of time now, as its TTL would make it (interact/). */
  expireBrowserSessions(): void;
  /** Change a team's Threat Protection policy until reset(). */
  setThreatProtection(teamId: string, policy: Partial<ThreatPolicy>): void;
  reset(): void;
  close(): Promise<void>;
}
