import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { keepAliveWhile } from '@/lib/browser/keep-alive';
import { resolveTab } from '@/lib/browser/tabs';
import { callPage } from '@/lib/engines/local/scrape/tab-call';
import { newJobId, runJob } from '@/lib/jobs/job-runner';
import type { ScrapeJob } from '@/lib/jobs/job-schema';
import { handle } from '@/lib/messaging/handle';
import { scrapeMessages } from '@/lib/scrape/scrape-protocol';
import { t } from '@/lib/i18n/t';
import { getSettings } from '@/lib/settings/settings-store';

const selectionSchema = z.object({ markdown: z.string(), text: z.string() });

/**
 * "Convert the selection to markdown": the local converter on the selected range only, kept as
 * a local scrape job (marked `scope: selection`, so it never stands in for the whole page).
 */
export async function startSelectionJob(tab: { id: number; url: string; title?: string }): Promise<{ jobId: string }> {
  const now = Date.now();
  const job: ScrapeJob = {
    id: newJobId(),
    kind: 'scrape',
    engine: 'local',
    status: 'running',
    createdAt: now,
    updatedAt: now,
    url: tab.url,
    tabId: tab.id,
    request: { url: tab.url, formats: ['markdown'] },
    title: `Selection · ${tab.title ?? tab.url}`,
  };
  const removeBase64Images = (await getSettings()).scrapeDefaults.removeBase64Images ?? true;
  void keepAliveWhile(() =>
    runJob(job, async () => {
      const { markdown, text } = selectionSchema.parse(await callPage(tab.id, { op: 'selection', removeBase64Images }));
      return {
        markdown,
        metadata: { sourceURL: tab.url, title: tab.title, scope: 'selection', selectedText: text.slice(0, 200) },
      };
    }),
  );
  return { jobId: job.id };
}

export function registerSelectionJobs(): void {
  handle(scrapeMessages, 'convertSelection', async ({ tabId }) => {
    const { id, url, title } = await resolveTab(tabId);
    if (id === undefined || !url)
      throw new ApiError({ kind: 'invalid-request', message: t('jobs_noPageForSelection') });
    return startSelectionJob({ id, url, title });
  });
}
