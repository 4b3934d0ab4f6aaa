import { ApiError } from '@/lib/api/api-error';
import { batchCalls } from '@/lib/batch/batch-calls';
import { sleep } from '@/lib/api/retry-delay';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import type { BatchContext, BatchEngine } from '@/lib/batch/batch-runner';
import type { BatchItem } from '@/lib/jobs/batch-schema';
import { pageKey } from '@/lib/jobs/page-key';
import { remoteClient } from '@/lib/engines/remote/remote-client';
import { sentence, t } from '@/lib/i18n/t';

const POLL_MS = 2_000;

/**
 * The service's batch scrape: one POST for every open page, then its status polled (all its
 * `next` pages) until it ends, each page kept as soon as the service has it; failures read from
 * its errors list. A restarted worker finds the service's id on the batch and polls it again
 * instead of starting a second batch. Cancel asks the service to stop too.
 */
export const remoteBatch = (pollMs = POLL_MS): BatchEngine => ({
  async run(batch, open, ctx) {
    if (!open.length) return;
    const client = batchCalls((await remoteClient()).transport);
    const waiting = byPage(open);
    const onRetry = () => undefined;
    let id = batch.remoteId;
    if (!id) {
      const { zeroDataRetention, ...options } = batch.options;
      const started = await client.batchScrapeStart(
        {
          ...options,
          ...(zeroDataRetention ? { zeroDataRetention } : {}),
          urls: open.map((i) => i.url),
          ignoreInvalidURLs: true,
        },
        { signal: ctx.signal },
      );
      id = started.id;
      await ctx.setRemoteId(id);
      for (const url of started.invalidURLs ?? []) await failPage(ctx, waiting, url, t('batch_notValidUrl'));
    }
    try {
      for (;;) {
        const status = await client.batchScrapeStatus(id, { signal: ctx.signal, onRetry });
        for (const data of status.data ?? []) {
          const index = take(waiting, data.metadata?.sourceURL ?? data.metadata?.url);
          if (index !== undefined) await ctx.finish(index, { status: 'done', result: data as ParseData });
        }
        if (status.status === 'cancelled')
          throw new ApiError({ kind: 'aborted', message: t('batch_cancelledAtService') });
        if (status.status === 'completed' || status.status === 'failed' || waiting.size === 0) break;
        await sleep(pollMs, ctx.signal);
      }
      const errors = await client.batchScrapeErrors(id, { signal: ctx.signal, onRetry });
      for (const e of errors.errors ?? [])
        if (e.url)
          await failPage(
            ctx,
            waiting,
            e.url,
            t('batch_serviceCouldNotScrape', sentence(e.error ?? t('batch_noReasonGiven'))),
          );
      for (const url of errors.robotsBlocked ?? []) await failPage(ctx, waiting, url, t('batch_robotsBlocked'));
      for (const indexes of waiting.values()) {
        for (const index of indexes)
          await ctx.finish(index, {
            status: 'failed',
            error: { kind: 'scrape-failed', message: t('batch_noResultForPage'), retryable: true },
          });
      }
    } catch (error) {
      if (ctx.signal.aborted) await client.batchScrapeCancel(id).catch(() => undefined);
      throw error;
    }
  },
});

type Waiting = Map<string, number[]>;

/** Open pages by page key (one URL may be in a batch twice: each answer takes the next). */
function byPage(items: BatchItem[]): Waiting {
  const map: Waiting = new Map();
  for (const item of items) map.set(pageKey(item.url), [...(map.get(pageKey(item.url)) ?? []), item.index]);
  return map;
}

function take(waiting: Waiting, url: string | null | undefined): number | undefined {
  if (!url) return undefined;
  const key = pageKey(url);
  const indexes = waiting.get(key);
  const index = indexes?.shift();
  if (indexes && !indexes.length) waiting.delete(key);
  return index;
}

async function failPage(ctx: BatchContext, waiting: Waiting, url: string, message: string): Promise<void> {
  const index = take(waiting, url);
  if (index !== undefined)
    await ctx.finish(index, { status: 'failed', error: { kind: 'scrape-failed', message, retryable: true } });
}
