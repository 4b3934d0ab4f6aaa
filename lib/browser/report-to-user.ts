import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import { getJobSummary } from '@/lib/history/history';
import { watchJobs } from '@/lib/jobs/job-events';

/** The toolbar button: `action` in Manifest V3, `browserAction` in Firefox's Manifest V2. */
const toolbarButton = () =>
  browser.action ?? (browser as unknown as { browserAction: typeof browser.action }).browserAction;

/** The tooltip the manifest gives the button. */
function defaultTitle(): string {
  const manifest = browser.runtime.getManifest() as {
    action?: { default_title?: string };
    browser_action?: { default_title?: string };
  };
  return (manifest.action ?? manifest.browser_action)?.default_title ?? t('extName');
}

// The one owner of the toolbar badge. Two things may show there: a failure with no page open to
// show it in (context menu, shortcut), as "!" until the next success; else the number of monitor
// changes the user has not looked at. Both kept in session storage: a worker restart keeps them.
const reportedError = storage.defineItem<string | null>('session:reportedError', { fallback: null });
const unseenChanges = storage.defineItem<number>('session:unseenChanges', { fallback: 0 });

async function drawBadge(): Promise<void> {
  const button = toolbarButton();
  const [error, unseen] = await Promise.all([reportedError.getValue(), unseenChanges.getValue()]);
  if (error) {
    await button.setBadgeBackgroundColor({ color: '#b3261e' });
    await button.setBadgeText({ text: '!' });
    await button.setTitle({ title: `${t('extName')}: ${error}` });
  } else if (unseen > 0) {
    await button.setBadgeBackgroundColor({ color: '#1a5fb4' });
    await button.setBadgeText({ text: unseen > 99 ? '99+' : String(unseen) });
    await button.setTitle({ title: tPlural('monitor_badgeTitle', unseen) });
  } else {
    await button.setBadgeText({ text: '' });
    await button.setTitle({ title: defaultTitle() });
  }
}

export async function reportToUser(message: string): Promise<void> {
  await reportedError.setValue(message);
  await drawBadge();
}

export async function clearReport(): Promise<void> {
  await reportedError.setValue(null);
  await drawBadge();
}

/** Monitor changes not yet seen (0 clears the count). */
export async function showUnseenChanges(count: number): Promise<void> {
  await unseenChanges.setValue(count);
  await drawBadge();
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
