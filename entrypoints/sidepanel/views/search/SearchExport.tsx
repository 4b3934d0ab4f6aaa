import { useState } from 'preact/hooks';
import { Button } from '@/components/ui/Button';
import { errorText } from '@/lib/api/error-text';
import { downloadBlob } from '@/lib/export/download';
import { fileBaseFrom } from '@/lib/export/file-name';
import { dateStamp } from '@/lib/i18n/format-date';
import { t } from '@/lib/i18n/t';
import type { BatchJob } from '@/lib/jobs/job-schema';
import { searchResultsJsonl } from '@/lib/search/results-jsonl';

/** The search's results as results.jsonl (each read result with its page in place). */
export function SearchExport({ job, query }: { job: BatchJob; query: string }) {
  const [note, setNote] = useState<string>();
  const download = () =>
    void searchResultsJsonl(job.id).then(
      (blob) => downloadBlob(blob, `${fileBaseFrom(`search ${query}`, 'search')}-${dateStamp()}-results.jsonl`),
      (error: unknown) => setNote(t('batch_exportFailed', errorText(error))),
    );
  return (
    <div class="batch-export search-export" role="group" aria-label={t('searchView_export')}>
      <Button onClick={download}>{t('searchView_downloadResults')}</Button>
      {note && (
        <p class="muted" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
