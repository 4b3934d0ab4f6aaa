import { seedTeams, type Teams } from './teams';
import type { ServerBatch } from './batch/handler';
import type { ServerCrawl } from './crawl/crawl-job';
import type { ScrapeRecord, ServerSession } from './interact/sessions';
import type { ContractServerOptions, FailNextOptions, RecordedRequest } from './types';

// Mutable server state, kept in one place so reset() can restore all of it.
export interface FailRule extends FailNextOptions {
  remaining: number;
}

export interface PeriodicRule extends FailRule {
  every: number;
  /** Matching requests counted so far. */
  seen: number;
}

export interface TrackedScrape {
  at: string;
  markdown: string;
  json?: Record<string, unknown>;
}

export interface ServerState {
  teams: Teams;
  rules: FailRule[];
  /** failEvery rules: never used up, cleared by reset(). */
  periodic: PeriodicRule[];
  requests: RecordedRequest[];
  /** Change-tracking memory, keyed by team + url + tag. */
  tracking: Map<string, TrackedScrape>;
  /** Issued screenshot/pdf ids -> kind, served without auth. */
  assets: Map<string, 'png' | 'pdf'>;
  /** Batch scrapes by id (batch/handler.ts). */
  batches: Map<string, ServerBatch>;
  /** v2 crawls by id, and the seeded active crawls once asked for (crawl/). */
  crawls: Map<string, ServerCrawl>;
  /** Every scrape answered, by its scrapeId (what an interact opens a browser on). */
  scrapes: Map<string, ScrapeRecord>;
  /** Browser sessions by id: a scrape's and those of their own (interact/). */
  sessions: Map<string, ServerSession>;
}

export interface ServerContext {
  state: ServerState;
  options: ContractServerOptions;
  baseUrl: string;
  /** A delay that close() cancels, so delayed answers never keep the server alive. */
  sleep(ms: number): Promise<void>;
}

export function createState(): ServerState {
  return {
    teams: seedTeams(),
    rules: [],
    periodic: [],
    requests: [],
    tracking: new Map(),
    assets: new Map(),
    batches: new Map(),
    crawls: new Map(),
    scrapes: new Map(),
    sessions: new Map(),
  };
}

export function resetState(state: ServerState): void {
  state.teams = seedTeams();
  state.rules.length = 0;
  state.periodic.length = 0;
  state.requests.length = 0;
  state.tracking.clear();
  state.assets.clear();
  for (const batch of state.batches.values()) batch.cancelled = true;
  state.batches.clear();
  for (const crawl of state.crawls.values()) crawl.cancelled = true;
  state.crawls.clear();
  state.scrapes.clear();
  state.sessions.clear();
}
