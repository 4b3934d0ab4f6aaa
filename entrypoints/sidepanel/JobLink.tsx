import { formatDateTime } from '@/lib/i18n/format-date';
import { t } from '@/lib/i18n/t';
import type { JobSummary } from '@/lib/jobs/job-schema';
import { routeHash } from '@/entrypoints/sidepanel/route';

/** What a job is called in lists: its title, the file name or the URL. */
export const jobName = (job: JobSummary) => job.title || (job.kind === 'parse' ? job.fileName : (job.url ?? ''));

/** A link to a job's result, with its status and time. */
export function JobLink({ job }: { job: JobSummary }) {
  return (
    <a class="job-link" href={routeHash({ view: 'result', jobId: job.id })}>
      <span class="job-name">{jobName(job)}</span>
      <span class={`badge status-${job.status}`}>{t(`sidepanel_status_${job.status}`)}</span>
      <span class="muted">{formatDateTime(job.createdAt)}</span>
    </a>
  );
}
