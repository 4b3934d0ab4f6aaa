import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n/t';
import { getJobSummary } from '@/lib/jobs/history';
import { watchJobs } from '@/lib/jobs/job-events';

/** The toolbar button: `action` in Manifest V3, `browserAction` in Firefox's Manifest V2. */
const toolbarButton = () => browser.action ?? (browser as unknown as { browserAction: typeof browser.action }).browserAction;

/**
 * A failure with no page open to show it in (context menu, shortcut): a badge on the toolbar
 * button and the message as its tooltip, until the next success (clearReport).
 */
export async function reportToUser(message: string): Promise<void> {
  const button = toolbarButton();
  await button.setBadgeBackgroundColor({ color: '#b3261e' });
  await button.setBadgeText({ text: '!' });
  await button.setTitle({ title: `${t('extName')}: ${message}` });
}

/** The tooltip the manifest gives the button, back in place. */
function defaultTitle(): string {
  const manifest = browser.runtime.getManifest() as { action?: { default_title?: string }; browser_action?: { default_title?: string } };
  return (manifest.action ?? manifest.browser_action)?.default_title ?? t('extName');
}

export async function clearReport(): Promise<void> {
  const button = toolbarButton();
  await button.setBadgeText({ text: '' });
  await button.setTitle({ title: defaultTitle() });
}

/**
 * Follows a job started from a menu or the shortcut, where no page may be open to show it (the
 * side panel needs a gesture the browser may refuse): its failure is reported on the toolbar
 * button, its success clears an earlier report. Read once at the start too, for a job that ended
 * before the watch began.
 */
export function reportOutcome(jobId: string): void {
  let settled = false;
  const check = async () => {
    const job = await getJobSummary(jobId);
    if (settled || !job || job.status === 'running') return;
    settled = true;
    stop();
    if (job.status === 'done') await clearReport();
    else if (job.status === 'failed') await reportToUser(job.error?.message ?? t('sidepanel_status_failed'));
  };
  const stop = watchJobs((event) => {
    if (event.jobId === jobId) void check();
  });
  void check();
}
