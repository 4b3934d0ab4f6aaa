import { t } from '@/lib/i18n/t';
import { getJobSummary } from '@/lib/jobs/history';
import { watchJobs } from '@/lib/jobs/job-events';
import { setReportedError, setUnseenChanges } from '@/lib/browser/toolbar-badge';

// What the user is told on the toolbar button (toolbar-badge.ts paints it): a failure with no page
// open to show it in (context menu, shortcut), as "!" until the next success; monitor changes not
// yet seen, as their number.

export const reportToUser = (message: string): Promise<void> => setReportedError(message);

export const clearReport = (): Promise<void> => setReportedError(null);

/** Monitor changes not yet seen (0 clears the count). */
export const showUnseenChanges = (count: number): Promise<void> => setUnseenChanges(count);

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
