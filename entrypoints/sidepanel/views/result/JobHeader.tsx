import { SafeLink } from '@/components/result/SafeLink';
import { formatBytes } from '@/lib/i18n/format-bytes';
import { formatDateTime } from '@/lib/i18n/format-date';
import { t } from '@/lib/i18n/t';
import type { Job } from '@/lib/jobs/job-schema';
import { jobName } from '@/entrypoints/sidepanel/JobLink';

/** Which job this is: its name, address or file, engine, status and times. */
export function JobHeader({ job }: { job: Job }) {
  return (
    <header class="job-header">
      <h2 class="job-title">{jobName(job)}</h2>
      <p class="muted">
        {job.url && <SafeLink href={job.url} />}
        {job.kind === 'parse' && ` ${job.fileName} · ${formatBytes(job.fileSize)}`}
      </p>
      <p class="job-facts">
        <span class={`badge status-${job.status}`}>{t(`sidepanel_status_${job.status}`)}</span>
        <span class="badge">{t(job.engine === 'remote' ? 'sidepanel_engineRemote' : 'sidepanel_engineLocal')}</span>
        <span class="muted">{formatDateTime(job.finishedAt ?? job.createdAt)}</span>
      </p>
    </header>
  );
}
