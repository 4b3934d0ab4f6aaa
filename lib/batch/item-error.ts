import { errorData, type ApiErrorData } from '@/lib/api/api-error';
import { SCRAPE_DEFAULTS } from '@/lib/api/schemas/scrape-options';
import { t } from '@/lib/i18n/t';
import type { BatchJob } from '@/lib/jobs/job-schema';

/**
 * A page's failure as kept on its row. A timeout names where the timeout is set: a program's
 * request for the bridge's batches, Options' default scrape options for the user's batches and crawls.
 */
export function itemErrorData(batch: Pick<BatchJob, 'source' | 'options'>, error: unknown): ApiErrorData {
  const data = errorData(error);
  if (data.kind !== 'timeout' || data.status !== undefined) return data;
  const seconds = (batch.options.timeout ?? SCRAPE_DEFAULTS.timeout) / 1000;
  const message =
    batch.source === 'bridge' ? t('batch_pageTimeoutRequest', seconds) : t('batch_pageTimeoutSettings', seconds);
  return { ...data, message };
}
