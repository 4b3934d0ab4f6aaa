import { ApiError } from '@/lib/api/api-error';
import { crawlCalls } from '@/lib/crawl/crawl-calls';
import { sleep } from '@/lib/api/retry-delay';
import type { CrawlStatus } from '@/lib/api/schemas/crawl';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import type { BatchEngine } from '@/lib/batch';
import { remoteClient } from '@/lib/engines/remote/remote-client';
import { sentence, t } from '@/lib/i18n/t';
import type { BatchJob } from '@/lib/jobs/job-schema';
import { crawlKey } from '@/lib/crawl/crawl-key';
import { addReportedPages, type ReportedPage } from '@/lib/crawl/crawl-store';
import { toV2ScrapeOptions } from '@/lib/crawl/v2-scrape-options';

const POLL_MS = 2_000;

/** Crawls already cancelled at the service by whoever stopped their job: not asked twice. */
const stoppedAtService = new Set<string>();
export const stoppedAtServiceAlready = (remoteId: string) => void stoppedAtService.add(remoteId);

/**
 * The service's v2 crawl: started once (its id kept on the job, so a restarted worker polls the
 * same crawl), then its status read page by page (`next`, on the service's own origin only),
 * each page kept as it arrives; at the end its errors and the addresses robots.txt refused.
 * Cancel asks the service to stop too.
 */
export const remoteCrawl = (pollMs = POLL_MS): BatchEngine => ({
  async run(job, _open, ctx) {
    const client = crawlCalls((await remoteClient()).transport);
    let id = job.remoteId;
    if (!id) {
      id = (await client.crawlStart(startRequest(job), { signal: ctx.signal })).id;
      await ctx.setRemoteId(id);
    }
    const key = (url: string) => crawlKey(url, { ignoreQueryParameters: job.crawl?.ignoreQueryParameters ?? false });
    try {
      // Where to read on from: the status pages before it are kept already.
      let from: string | undefined;
      for (;;) {
        let last: CrawlStatus | undefined;
        for await (const page of client.crawlStatusPages(id, { from, signal: ctx.signal })) {
          const data = (page.data ?? []) as ParseData[];
          await addReportedPages(job.id, data.map((doc) => reported(doc, key)).filter(isPage));
          last = page;
        }
        if (last?.status === 'cancelled')
          throw new ApiError({ kind: 'aborted', message: t('crawl_cancelledAtService') });
        if ((last?.status === 'completed' || last?.status === 'failed') && !last.next) break;
        from = last?.next ?? from;
        await sleep(pollMs, ctx.signal);
      }
      const errors = await client.crawlErrors(id, { signal: ctx.signal });
      const failed = (errors.errors ?? []).flatMap((e) =>
        e.url
          ? [
              {
                url: e.url,
                key: key(e.url) ?? e.url,
                outcome: {
                  status: 'failed' as const,
                  error: {
                    kind: 'scrape-failed' as const,
                    message: t('batch_serviceCouldNotScrape', sentence(e.error ?? t('batch_noReasonGiven'))),
                    retryable: false,
                  },
                },
              },
            ]
          : [],
      );
      const blocked = (errors.robotsBlocked ?? []).map((url) => ({
        url,
        key: key(url) ?? url,
        outcome: {
          status: 'skipped' as const,
          error: { kind: 'forbidden' as const, message: t('crawl_robotsBlocked'), retryable: false },
        },
      }));
      await addReportedPages(job.id, [...failed, ...blocked]);
    } catch (error) {
      if (ctx.signal.aborted && !stoppedAtService.delete(id)) await client.crawlCancel(id).catch(() => undefined);
      throw error;
    }
  },
});

/** The v2 request: the crawl's options as kept (a previewed prompt is in them), scrape options in v2's shape. */
function startRequest(job: BatchJob) {
  const { prompt: _prompt, ...options } = job.crawl!;
  return { ...options, scrapeOptions: toV2ScrapeOptions(job.options) };
}

function reported(data: ParseData, key: (url: string) => string | undefined): ReportedPage | undefined {
  const url = data.metadata?.sourceURL ?? data.metadata?.url;
  const pageKey = typeof url === 'string' ? key(url) : undefined;
  return url && pageKey ? { url, key: pageKey, outcome: { status: 'done', result: data } } : undefined;
}

const isPage = (page: ReportedPage | undefined): page is ReportedPage => page !== undefined;
