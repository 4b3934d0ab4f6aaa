import { useState } from 'preact/hooks';
import { EmptyState } from '@/components/ui/EmptyState';
import { Button } from '@/components/ui/Button';
import { downloadText } from '@/components/ui/download';
import { t } from '@/components/ui/t';
import { deleteJob } from '@/lib/jobs/history';
import { historyExportJson } from '@/lib/jobs/history-export';
import type { Job } from '@/lib/jobs/job-schema';
import { useJobs } from '../use-jobs';
import { HistoryRow } from './HistoryRow';

/** Every job, newest first: search, reopen, delete, and export the selected (or all) as JSON. */
export function HistoryView({ onOpen }: { onOpen(jobId: string): void }) {
  const [query, setQuery] = useState('');
  const { jobs, loading } = useJobs(query);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const chosen = jobs.filter((job) => selected.has(job.id));

  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const exportJobs = (list: Job[]) =>
    downloadText(historyExportJson(list), `web-data-extractor-history-${new Date().toISOString().slice(0, 10)}.json`, 'application/json');
  const remove = async (id: string) => {
    if (!confirm(t('history_confirmDelete'))) return;
    await deleteJob(id);
    toggle(id, false);
  };

  return (
    <section class="history" aria-label={t('sidepanel_navHistory')}>
      <div class="toolbar">
        <label class="search">
          <span class="visually-hidden">{t('history_search')}</span>
          <input type="search" value={query} placeholder={t('history_search')} onInput={(e) => setQuery(e.currentTarget.value)} />
        </label>
        <Button onClick={() => exportJobs(chosen.length > 0 ? chosen : jobs)} disabled={jobs.length === 0}>
          {chosen.length > 0 ? t('history_exportSelected', chosen.length) : t('history_exportAll')}
        </Button>
      </div>
      {!loading && jobs.length === 0 && <EmptyState title={query ? t('history_noMatch') : t('history_empty')} />}
      <ul class="history-list">
        {jobs.map((job) => (
          <HistoryRow key={job.id} job={job} selected={selected.has(job.id)} onSelect={(on) => toggle(job.id, on)} onOpen={() => onOpen(job.id)} onDelete={() => void remove(job.id)} />
        ))}
      </ul>
    </section>
  );
}
