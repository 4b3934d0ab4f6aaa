import { Button } from '@/components/ui/Button';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import type { JobSummary } from '@/lib/jobs/job-schema';
import { jobName } from '@/entrypoints/sidepanel/JobLink';
import { formatBytes } from '@/lib/i18n/format-bytes';
import { formatDateTime } from '@/lib/i18n/format-date';

interface Props {
  job: JobSummary;
  selected: boolean;
  onSelect(selected: boolean): void;
  onOpen(): void;
  onDelete(): void;
}

/** A batch's size; a search's kind, and the results it read. */
const batchLine = (search: boolean, total: number) =>
  search
    ? [t('searchView_historyKind'), total ? tPlural('batch_pageCount', total) : ''].filter(Boolean).join(' · ')
    : tPlural('batch_pageCount', total);

/** One history entry: select it (to export or delete), open its result, or delete it. */
export function HistoryRow({ job, selected, onSelect, onOpen, onDelete }: Props) {
  const name = jobName(job);
  return (
    <li class="history-row" data-job={job.id}>
      <input
        type="checkbox"
        checked={selected}
        aria-label={t('history_select', name)}
        onChange={(e) => onSelect(e.currentTarget.checked)}
      />
      <div class="history-main">
        <button type="button" class="link-button" onClick={onOpen}>
          {name}
        </button>
        <span class="muted">
          {job.kind === 'parse'
            ? job.fileName
            : job.kind === 'batch'
              ? batchLine(job.search !== undefined, job.total)
              : job.url}{' '}
          · {formatDateTime(job.createdAt)}
          {job.resultSize !== undefined && <> · {t('history_size', formatBytes(job.resultSize))}</>}
        </span>
        {job.client !== undefined && <span class="muted history-client">{t('history_byClient', job.client)}</span>}
      </div>
      <span class={`badge status-${job.status}`}>{t(`sidepanel_status_${job.status}`)}</span>
      <Button variant="quiet" onClick={onDelete} aria-label={t('history_deleteNamed', name)}>
        {t('history_delete')}
      </Button>
    </li>
  );
}
