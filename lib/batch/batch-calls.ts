import { ApiError } from '@/lib/api/api-error';
import { invalidRequest } from '@/lib/api/field-errors';
import { refuseLocalOnlyFormats } from '@/lib/api/local-only-formats';
import {
  batchScrapeCancelledSchema,
  batchScrapeErrorsSchema,
  batchScrapeRequestSchema,
  batchScrapeStartedSchema,
  batchScrapeStatusSchema,
  type BatchScrapeErrors,
  type BatchScrapeRequestInput,
  type BatchScrapeStarted,
  type BatchScrapeStatus,
} from '@/lib/api/schemas/batch-scrape';
import { sameOriginNext } from '@/lib/api/next-page';
import { call, type CallOptions, type TransportConfig } from '@/lib/api/transport';
import { t } from '@/lib/i18n/t';

const DEADLINE_MS = 60_000;
/** A status answer is split into pages of about 10 MB; more than this many is not a batch we asked for. */
const MAX_STATUS_PAGES = 200;

/**
 * v1 batch scrape: start, status (all its `next` pages), errors, cancel. Same auth, retries and errors as every call.
 */
export function batchCalls(transport: () => TransportConfig) {
  return {
    async batchScrapeStart(request: BatchScrapeRequestInput, opts: CallOptions = {}): Promise<BatchScrapeStarted> {
      const checked = batchScrapeRequestSchema.safeParse(request);
      if (!checked.success) throw invalidRequest('batch scrape', checked.error);
      refuseLocalOnlyFormats(checked.data.formats);
      const body = JSON.stringify(checked.data);
      return call(transport(), {
        method: 'POST',
        path: 'v1/batch/scrape',
        body: () => ({ body, contentType: 'application/json' }),
        deadlineMs: DEADLINE_MS,
        schema: batchScrapeStartedSchema,
        ...opts,
      });
    },

    /** The batch's status with the data of every page of the answer, `next` followed on the same origin only. */
    async batchScrapeStatus(id: string, opts: CallOptions = {}): Promise<BatchScrapeStatus> {
      const cfg = transport();
      const first = await call(cfg, {
        method: 'GET',
        path: `v1/batch/scrape/${encodeURIComponent(id)}`,
        deadlineMs: DEADLINE_MS,
        schema: batchScrapeStatusSchema,
        ...opts,
      });
      const data = [...(first.data ?? [])];
      let next = first.next;
      for (let pages = 1; next; pages++) {
        if (pages >= MAX_STATUS_PAGES)
          throw new ApiError({ kind: 'bad-response', message: t('batch_statusTooManyPages') });
        const page = await call(cfg, {
          method: 'GET',
          path: sameOriginNext(next, cfg.baseUrl),
          deadlineMs: DEADLINE_MS,
          schema: batchScrapeStatusSchema,
          ...opts,
        });
        data.push(...(page.data ?? []));
        next = page.next;
      }
      return { ...first, next: undefined, data };
    },

    async batchScrapeErrors(id: string, opts: CallOptions = {}): Promise<BatchScrapeErrors> {
      return call(transport(), {
        method: 'GET',
        path: `v1/batch/scrape/${encodeURIComponent(id)}/errors`,
        deadlineMs: DEADLINE_MS,
        schema: batchScrapeErrorsSchema,
        ...opts,
      });
    },

    async batchScrapeCancel(id: string, opts: CallOptions = {}): Promise<void> {
      await call(transport(), {
        method: 'DELETE',
        path: `v1/batch/scrape/${encodeURIComponent(id)}`,
        deadlineMs: DEADLINE_MS,
        schema: batchScrapeCancelledSchema,
        ...opts,
      });
    },
  };
}
