import { useState } from 'preact/hooks';
import { EmptyState } from '@/components/ui/EmptyState';
import { Button } from '@/components/ui/Button';
import { downloadBlob } from '@/lib/export/download';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import { deleteJobs, listJobs } from '@/lib/jobs/history';
import { historyExportBlob } from '@/lib/export/history-export-file';
import { useJobs } from '@/entrypoints/sidepanel/use-jobs';
import { HistoryRow } from '@/entrypoints/sidepanel/views/history/HistoryRow';
import { dateStamp } from '@/lib/i18n/format-date';

/**
 * Every job, newest first, a page at a time: search, reopen, select to export or delete. Lists
 * read job summaries only; an export reads each chosen result in turn. "Export all" exports every
 * job in history, "Export all found" every one the search matches, loaded yet or not.
 */
export function HistoryJobs({ onOpen }: { onOpen(jobId: string): void }) {
  const [query, setQuery] = useState('');
  const { jobs, loading, more, loadMore } = useJobs(query);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [exporting, setExporting] = useState<string>();
  const chosen = jobs.filter((job) => selected.has(job.id)).map((job) => job.id);

  const toggle = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const exportJobs = async (ids: string[]) => {
    setExporting(t('history_exporting', 0, ids.length));
    try {
      const blob = await historyExportBlob(ids, {
        onProgress: (done, total) => setExporting(t('history_exporting', done, total)),
      });
      downloadBlob(blob, `web-data-extractor-history-${dateStamp()}.json`);
    } finally {
      setExporting(undefined);
    }
  };
  const remove = async (ids: string[]) => {
    if (!confirm(tPlural('history_confirmDelete', ids.length))) return;
    await deleteJobs(ids);
    toggle(ids, false);
  };
  const allShown = jobs.length > 0 && chosen.length === jobs.length;
  // Export without a selection: every job in history, or every one the search finds (not only
  // those loaded so far), as the button says.
  const exportEvery = async () =>
    exportJobs((await listJobs({ query, limit: Number.MAX_SAFE_INTEGER })).jobs.map((j) => j.id));

  return (
    <>
      <div class="toolbar">
        <label class="search">
          <span class="visually-hidden">{t('history_search')}</span>
          <input
            type="search"
            value={query}
            placeholder={t('history_search')}
            onInput={(e) => setQuery(e.currentTarget.value)}
          />
        </label>
      </div>
      <div class="toolbar history-actions">
        <label class="check">
          <input
            type="checkbox"
            checked={allShown}
            indeterminate={chosen.length > 0 && !allShown}
            disabled={jobs.length === 0}
            onChange={(e) =>
              toggle(
                jobs.map((j) => j.id),
                e.currentTarget.checked,
              )
            }
          />
          {t('history_selectShown')}
        </label>
        <Button
          onClick={() => void (chosen.length > 0 ? exportJobs(chosen) : exportEvery())}
          disabled={jobs.length === 0 || exporting !== undefined}
        >
          {exporting ??
            (chosen.length > 0
              ? tPlural('history_exportSelected', chosen.length)
              : t(query.trim() ? 'history_exportFound' : 'history_exportAll'))}
        </Button>
        {chosen.length > 0 && (
          <Button variant="danger" onClick={() => void remove(chosen)}>
            {tPlural('history_deleteSelected', chosen.length)}
          </Button>
        )}
      </div>
      {!loading && jobs.length === 0 && <EmptyState title={query ? t('history_noMatch') : t('history_empty')} />}
      <ul class="history-list">
        {jobs.map((job) => (
          <HistoryRow
            key={job.id}
            job={job}
            selected={selected.has(job.id)}
            onSelect={(on) => toggle([job.id], on)}
            onOpen={() => onOpen(job.id)}
            onDelete={() => void remove([job.id])}
          />
        ))}
      </ul>
      {more && (
        <Button class="history-more" onClick={loadMore}>
          {t('history_more')}
        </Button>
      )}
    </>
  );
}
