import type { ParseOptions } from '@/lib/api/schemas/parse-options';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import type { BatchItem } from '@/lib/jobs/batch-schema';
import type { CrawlSpec } from '@/lib/api/schemas/crawl-spec';
import type { SearchSpec } from '@/lib/api/schemas/search-spec';
import type { SearchAnswer } from '@/lib/search';
import type { MapAnswer, MapOptions } from '@/lib/crawl';
import type { BatchJob, Engine, Job } from '@/lib/jobs/job-schema';
import type { ScrapeDefaults } from '@/lib/settings/settings-schema';
import type { BridgeAnswer, BridgeRequest } from '@/lib/bridge/bridge-request-schema';
import type {
  EndedSession,
  FoundSession,
  LocalSession,
  OpenedSession,
  PromptResult,
  SessionLife,
} from '@/lib/interact';
import type { ActShown } from '@/lib/bridge/consent/act-consent';

/**
 * Sessions in the user's own tabs (interact), for one request of a program: opening one and each
 * run need acting turned on and the user's consent (`shown`: what the ask shows of the request).
 * Each may throw an ApiError (acting off, refused, a tab that would not load).
 */
export interface BridgeInteract {
  /** Whether History holds this scrape, made by a program, so a session can be opened on it. */
  knowsScrape(jobId: string): Promise<boolean>;
  /** The scrape's session: running, or opened (on its tab, or its page in a new one); `ended` once it had one. */
  openOnScrape(
    jobId: string,
    life: SessionLife,
    shown: ActShown,
  ): Promise<OpenedSession | { ended: EndedSession } | undefined>;
  /** A session of its own, on a blank tab. */
  create(life: SessionLife): Promise<LocalSession>;
  find(id: string): FoundSession;
  onScrape(jobId: string): FoundSession;
  list(): { active: LocalSession[]; ended: EndedSession[] };
  end(session: LocalSession): Promise<EndedSession | undefined>;
  /** Bash code (agent-browser commands) or a prompt for the user's model. */
  run(
    session: LocalSession,
    what: { code: string } | { prompt: string },
    timeoutSec: number,
    shown: ActShown,
  ): Promise<PromptResult>;
  /** Node code with a Playwright page (the DevTools relay's part), consented as commands are. */
  runNode(session: LocalSession, code: string, timeoutSec: number, shown: ActShown): Promise<PromptResult>;
  /** The session's DevTools address for its answers (Chrome with the bridge's host), else undefined. */
  cdpUrl(session: LocalSession, shown: ActShown): Promise<string | undefined>;
  /** Whether node code runs here; if not, the code and words of the refusal. */
  nodeSupport(): { ok: true } | { ok: false; code: string; message: string };
  /** What an ask to act shows of a request: its code and the kinds of action in it, or its prompt. */
  shown(what: { code: string } | { prompt: string }, language?: string): ActShown;
}

/** A file uploaded to POST /v2/parse. */
export interface BridgeFile {
  name: string;
  /** The part's Content-Type; empty when it gave none. */
  type: string;
  bytes: Uint8Array;
}

/** A batch's (or crawl's) record and some of its items, each with its result when asked for and done. */
export interface BatchRead {
  job: BatchJob;
  items: { item: BatchItem; result?: ParseData }[];
}

/** A search job, its answer, and the results it read with their pages. */
export interface SearchRead {
  job: BatchJob;
  answer: SearchAnswer;
  pages: { item: BatchItem; result?: ParseData }[];
}

/**
 * What the router needs from the background, injected so it runs without a browser. Each start
 * makes a job in History marked with `clientName`, as the buttons' jobs are; each may throw an
 * ApiError (a site the extension may not read, a crawl over the local limit), which the router
 * answers by its kind. None of them returns the service key, cookies or storage.
 */
export interface BridgeDeps {
  /** Starts a scrape job (the local engine reads `request.url` in a tab); its job id. */
  startScrape(engine: Engine, request: ScrapeRequest, clientName: string): Promise<string>;
  /** The job once it has ended (done, failed, cancelled or interrupted); rejects when `signal` aborts first. */
  waitForJob(jobId: string, signal: AbortSignal): Promise<Job>;
  /** Starts a local batch of these pages, each scraped with `options`; its job id. */
  startBatch(batch: {
    urls: string[];
    options: ScrapeDefaults;
    maxConcurrency?: number;
    clientName: string;
  }): Promise<string>;
  /**
   * A batch or crawl job and its items in index order from `from`, at most `limit`, with each done
   * item's result when `results`; undefined when History has no batch of that id.
   */
  readBatch(id: string, page: { from: number; limit: number; results: boolean }): Promise<BatchRead | undefined>;
  /** Stops a running batch or crawl. */
  cancelBatch(id: string): Promise<{ cancelled: boolean }>;
  /** Starts a local crawl (a batch with `source: 'crawl'`), its pages scraped with `options`; its job id. */
  startCrawl(crawl: { spec: CrawlSpec; options: ScrapeDefaults; clientName: string }): Promise<string>;
  /** A local map of the site. */
  mapSite(map: MapOptions, signal: AbortSignal): Promise<MapAnswer>;
  /** Starts a local parse of the file (staged where a retry finds it); its job id. */
  startParse(file: BridgeFile, options: ParseOptions, clientName: string): Promise<string>;
  /**
   * The service's answer to this request, sent with the key kept in the extension, when the user
   * allows forwarding; undefined when forwarding is off. The request comes without the client's
   * Authorization and other connection headers.
   */
  forward(request: BridgeRequest): Promise<BridgeAnswer | undefined>;
  /** Whether the user's searches go to the service (a key, and the service as their default engine). */
  searchAtService(): Promise<boolean>;
  /** Starts a search in the user's browser, with their engine, its results not read yet; its job id. */
  startSearch(search: { spec: SearchSpec; options: ScrapeDefaults; clientName: string }): Promise<string>;
  /** Reads these results of a finished search (the job's pages) with its options; resolves once they are queued. */
  scrapeSearchResults(jobId: string, urls: string[]): Promise<void>;
  /** A search job with its answer and the pages it read; undefined when History has no such search. */
  readSearch(jobId: string): Promise<SearchRead | undefined>;
  /** Whether the user chose a model, so json and summary are answered here (local-needs.ts). */
  hasModel(): Promise<boolean>;
  /** Interact in the user's own tabs, for this client's request (`path`: its address, for the activity log). */
  interact(client: string, signal: AbortSignal, path: string): BridgeInteract;
}
