import { browser } from 'wxt/browser';
import { parseDataSchema, type ParseData } from '@/lib/api/schemas/parse-response';
import type { JobWork } from '@/lib/jobs/job-runner';
import { t } from '@/lib/i18n/t';

// zeroDataRetention / storeInCache=false on the local engine: "nothing kept". The result is
// held in the browser's session storage (memory only, gone when the browser closes, readable
// by the extension's own pages only) so the Result view can show it; history keeps a stub
// with no page content. getJob puts the two back together while the session lasts.

const key = (jobId: string) => `session-result:${jobId}`;
export const NOT_KEPT = 'zero-data-retention';

/** The job's work, with its result moved out of history into session storage. */
export const keepOnlyInSession =
  (jobId: string, work: JobWork): JobWork =>
  async (signal, report) => {
    const result = await work(signal, report);
    const stub: ParseData = {
      metadata: {
        sourceURL: result.metadata?.sourceURL,
        statusCode: result.metadata?.statusCode,
        dataRetention: NOT_KEPT,
      },
      warning: t('jobs_zdrNotKept'),
    };
    try {
      await browser.storage.session.set({ [key(jobId)]: result });
    } catch {
      stub.warning = t('jobs_zdrTooLarge');
    }
    return stub;
  };

/** The job's result from session storage, when history holds only its stub. */
export async function sessionResult(jobId: string, stub: ParseData | undefined): Promise<ParseData | undefined> {
  if (stub?.metadata?.dataRetention !== NOT_KEPT) return stub;
  const stored = (await browser.storage.session.get(key(jobId)).catch(() => ({}))) as Record<string, unknown>;
  const parsed = parseDataSchema.safeParse(stored[key(jobId)]);
  return parsed.success ? { ...parsed.data, warning: stub.warning } : stub;
}

export const dropSessionResult = (jobId: string) => browser.storage.session.remove(key(jobId)).catch(() => undefined);
