import { scrapeAction } from '@/lib/engines/local/actions/scrape-action';
import { resolveTab, unscriptableReason } from '@/lib/browser/tabs';
import { ApiError } from '@/lib/api/api-error';
import { stageBlob } from '@/lib/jobs/staged-files';
import { newJobId } from '@/lib/jobs/job-runner';
import { handle } from '@/lib/messaging/handle';
import { scrapeMessages } from '@/lib/scrape/scrape-protocol';
import { t } from '@/lib/i18n/t';
import { getSettings } from '@/lib/settings/settings-store';
import { startParseOf } from '@/lib/engines/start-parse';
import { startupDone } from '@/lib/jobs/housekeeping';

/**
 * "Send the rendered page to the service": the tab's HTML as the user sees it (logged in,
 * scripts run) goes to /v2/parse as page.html. Only that HTML leaves the browser: no cookies,
 * no storage. Kept in history's files store like a dropped file, so the job can be retried.
 */
export async function sendRenderedPage(tabId?: number): Promise<{ jobId: string }> {
  await startupDone();
  const tab = await resolveTab(tabId);
  const refusal = unscriptableReason(tab.url, 'local');
  if (refusal || tab.id === undefined)
    throw new ApiError({ kind: 'invalid-request', message: refusal ?? t('browser_tabGone') });
  const { url, html } = await scrapeAction(tab.id);
  const blob = new Blob([html], { type: 'text/html' });
  const jobId = newJobId();
  await stageBlob(jobId, blob, 'page.html');
  return startParseOf(jobId, 'remote', blob, 'page.html', (await getSettings()).parseDefaults, {
    url,
    title: tab.title,
  });
}

export function registerRenderedPage(): void {
  handle(scrapeMessages, 'sendRenderedPage', ({ tabId }) => sendRenderedPage(tabId));
}
