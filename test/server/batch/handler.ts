import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http-util';
import type { ServerContext } from '../state';
import type { Team } from '../teams';
import { answerScrape } from '../scrape/handler';
import { urlProblem } from '../scrape/url';

// v1 batch scrape as the real service runs it: POST starts it and answers with an id at once;
// pages are scraped in the background (a few at a time) with the same pipeline as /v1/scrape;
// GET status lists finished pages' data, `next` paging by `skip`; GET errors lists failures;
// DELETE cancels. A batch belongs to the team that started it (others get 404).

export interface ServerBatch {
  id: string;
  teamId: string;
  urls: string[];
  /** Per URL: the scrape's data, or its error; undefined while not scraped. */
  results: ({ data: Record<string, unknown> } | { error: string } | undefined)[];
  cancelled: boolean;
  createdAt: number;
}

/** Pages of data per status answer: small, so a batch of 30 needs `next`. */
export const STATUS_PAGE_SIZE = 10;
const CONCURRENCY = 3;

export async function handleBatch(
  ctx: ServerContext,
  team: Team,
  method: string,
  url: URL,
  body: unknown,
  res: ServerResponse,
): Promise<void> {
  const [, , , , id, sub] = url.pathname.split('/'); // ['', 'v1', 'batch', 'scrape', id?, 'errors'?]
  if (method === 'POST' && !id) return start(ctx, team, body, res);
  const batch = id ? ctx.state.batches.get(id) : undefined;
  if (!batch || batch.teamId !== team.id)
    return sendJson(res, 404, { success: false, error: 'Batch scrape job not found.' });
  if (method === 'DELETE') {
    batch.cancelled = true;
    return sendJson(res, 200, { success: true, status: 'cancelled' });
  }
  if (sub === 'errors') return sendJson(res, 200, { errors: errorsOf(batch), robotsBlocked: [] });
  return sendJson(res, 200, status(ctx, batch, Number(url.searchParams.get('skip') ?? 0)));
}

function start(ctx: ServerContext, team: Team, body: unknown, res: ServerResponse): void {
  const {
    urls,
    ignoreInvalidURLs,
    maxConcurrency: _m,
    webhook: _w,
    ...options
  } = (body ?? {}) as Record<string, unknown>;
  if (!Array.isArray(urls) || urls.length === 0 || urls.some((u) => typeof u !== 'string')) {
    return sendJson(res, 400, {
      success: false,
      code: 'BAD_REQUEST',
      error: 'urls: Expected an array of URLs with at least one entry',
    });
  }
  const invalid = (urls as string[]).filter((u) => urlProblem(u));
  if (invalid.length && ignoreInvalidURLs !== true)
    return sendJson(res, 400, { success: false, code: 'BAD_REQUEST', error: `urls: Invalid URL: ${invalid[0]}` });
  const valid = (urls as string[]).filter((u) => !urlProblem(u));
  const batch: ServerBatch = {
    id: randomUUID(),
    teamId: team.id,
    urls: valid,
    results: valid.map(() => undefined),
    cancelled: false,
    createdAt: Date.now(),
  };
  ctx.state.batches.set(batch.id, batch);
  void run(ctx, team, batch, options);
  sendJson(res, 200, {
    success: true,
    id: batch.id,
    url: `${ctx.baseUrl}/v1/batch/scrape/${batch.id}`,
    ...(ignoreInvalidURLs === true ? { invalidURLs: invalid } : {}),
  });
}

async function run(
  ctx: ServerContext,
  team: Team,
  batch: ServerBatch,
  options: Record<string, unknown>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < batch.urls.length && !batch.cancelled) {
      const index = next++;
      const answer = await answerScrape(ctx, team, { ...options, url: batch.urls[index] });
      const data = answer.body.data as Record<string, unknown> | undefined;
      batch.results[index] =
        answer.status === 200 && data ? { data } : { error: String(answer.body.error ?? `Status ${answer.status}`) };
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

function status(ctx: ServerContext, batch: ServerBatch, skip: number): Record<string, unknown> {
  const done = batch.results.filter((r) => r !== undefined);
  const data = batch.results.flatMap((r) => (r && 'data' in r ? [r.data] : []));
  const finished = done.length === batch.urls.length;
  const page = data.slice(skip, skip + STATUS_PAGE_SIZE);
  const more = skip + STATUS_PAGE_SIZE < data.length;
  return {
    success: true,
    status: batch.cancelled ? 'cancelled' : finished ? 'completed' : 'scraping',
    total: batch.urls.length,
    completed: data.length,
    creditsUsed: data.length,
    expiresAt: new Date(batch.createdAt + 24 * 3600 * 1000).toISOString(),
    ...(more ? { next: `${ctx.baseUrl}/v1/batch/scrape/${batch.id}?skip=${skip + STATUS_PAGE_SIZE}` } : {}),
    data: page,
  };
}

function errorsOf(batch: ServerBatch) {
  return batch.results.flatMap((r, i) =>
    r && 'error' in r
      ? [{ id: `${batch.id}-${i}`, timestamp: new Date().toISOString(), url: batch.urls[i], error: r.error }]
      : [],
  );
}
