import { vi, type Mock } from 'vitest';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import { scrapeRequestSchema } from '@/lib/api/schemas/scrape-request';
import type { BatchItem } from '@/lib/jobs/batch-schema';
import type { BatchRead, BridgeDeps } from '@/lib/bridge/bridge-deps';
import type { BridgeRequestInput } from '@/lib/bridge/bridge-request-schema';
import type { BatchJob, Job, ParseJob, ScrapeJob } from '@/lib/jobs/job-schema';
import { fakeInteract } from './fake-interact';

// Fakes of what the background injects: jobs end at once with a page as the local engine reads it.

export const HOST = '127.0.0.1:3355';
export const BASE = `http://${HOST}`;

/** A result as the local engine returns it: metadata lists where the page declares a field twice. */
export const PAGE_RESULT: ParseData = {
  markdown: '# Members area\n\nWelcome back, Ada.',
  links: ['https://news.example.com/a', 'https://news.example.com/b'],
  metadata: {
    title: 'Members area',
    description: ['Your account', 'The second description'],
    keywords: ['members', 'account'],
    language: 'en',
    'og:title': 'Members area',
    sourceURL: 'https://news.example.com/members',
    url: 'https://news.example.com/members',
    statusCode: 200,
    cacheState: 'miss',
  },
};

export function scrapeJob(result: ParseData | undefined, change: Partial<ScrapeJob> = {}): ScrapeJob {
  return {
    id: 'job-1',
    kind: 'scrape',
    engine: 'local',
    status: 'done',
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_001_000,
    url: 'https://news.example.com/members',
    request: scrapeRequestSchema.parse({ url: 'https://news.example.com/members' }),
    result,
    ...change,
  };
}

export function parseJob(result: ParseData): ParseJob {
  const { kind: _kind, url: _url, request: _request, tabId: _tab, ...job } = scrapeJob(result);
  return { ...job, kind: 'parse', fileName: 'notes.html', fileSize: 24, options: {} };
}

export function batchJob(change: Partial<BatchJob> = {}): BatchJob {
  return {
    id: 'batch-1',
    kind: 'batch',
    engine: 'local',
    status: 'running',
    source: 'list',
    options: { formats: ['markdown'] },
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_001_000,
    total: 0,
    done: 0,
    failed: 0,
    ...change,
  };
}

/** Items of a batch, by status, each done one with the page's result under its own address. */
export function items(batchId: string, statuses: BatchItem['status'][], from = 0): BatchRead['items'] {
  return statuses.map((status, offset) => {
    const index = from + offset;
    const url = `https://news.example.com/p${index}`;
    const item: BatchItem = { batchId, index, url, status, finishedAt: 1_700_000_002_000 };
    if (status === 'failed') item.error = { kind: 'scrape-failed', message: `Page ${index} failed.`, retryable: true };
    if (status === 'skipped') item.error = { kind: 'forbidden', message: 'robots', retryable: false };
    const result = { ...PAGE_RESULT, metadata: { ...PAGE_RESULT.metadata, sourceURL: url, url } };
    return status === 'done' ? { item, result } : { item };
  });
}

/** A readBatch over one batch's items, honouring from and limit as History does. */
export function readOf(job: BatchJob, all: BatchRead['items']): BridgeDeps['readBatch'] {
  return async (id, { from, limit, results }) =>
    id !== job.id
      ? undefined
      : {
          job,
          items: all
            .filter(({ item }) => item.index >= from)
            .slice(0, limit)
            .map((entry) => (results ? entry : { item: entry.item })),
        };
}

const DEFAULTS: BridgeDeps = {
  startScrape: async () => 'job-1',
  waitForJob: async (): Promise<Job> => scrapeJob(PAGE_RESULT),
  startBatch: async () => 'batch-1',
  readBatch: async () => undefined,
  cancelBatch: async () => ({ cancelled: true }),
  startCrawl: async () => 'crawl-1',
  mapSite: async () => ({ links: [] }),
  startParse: async () => 'parse-1',
  forward: async () => undefined,
  hasModel: async () => false,
  searchAtService: async () => false,
  startSearch: async () => 'search-1',
  scrapeSearchResults: async () => undefined,
  readSearch: async () => undefined,
  interact: () => fakeInteract(),
};

/** Every dependency a spy, the defaults above unless given. */
export function fakeDeps(change: Partial<BridgeDeps> = {}): { [K in keyof BridgeDeps]: Mock<BridgeDeps[K]> } {
  const chosen = { ...DEFAULTS, ...change };
  return Object.fromEntries(Object.entries(chosen).map(([name, fn]) => [name, vi.fn(fn)])) as {
    [K in keyof BridgeDeps]: Mock<BridgeDeps[K]>;
  };
}

/** A dependency that ends only when its signal aborts, as a page that never loads. */
export const untilAborted = <T>(_input: unknown, signal: AbortSignal): Promise<T> =>
  new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

/** What `start` comes to once `ms` have passed, on fake timers. */
export async function afterFakeTime<T>(ms: number, start: () => Promise<T>): Promise<T> {
  vi.useFakeTimers();
  try {
    const pending = start();
    await vi.advanceTimersByTimeAsync(ms);
    return await pending;
  } finally {
    vi.useRealTimers();
  }
}

/** A relayed request as the host sends it: the JS SDK's headers and its `origin` in the body. */
export function relayed(
  method: string,
  path: string,
  body?: unknown,
  change: Partial<BridgeRequestInput> = {},
): BridgeRequestInput {
  return {
    id: 'req-1',
    method,
    path,
    query: {},
    headers: {
      Host: HOST,
      'Content-Type': 'application/json',
      'User-Agent': 'axios/1.7.9',
      Authorization: 'Bearer bridge-token',
    },
    ...(body !== undefined && { body }),
    ...change,
  };
}
