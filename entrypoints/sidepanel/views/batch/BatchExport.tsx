import { useState } from 'preact/hooks';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { downloadBlob } from '@/lib/export/download';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import { batchPages } from '@/lib/export/batch-pages';
import { oneDocument } from '@/lib/export/one-document';
import type { ImageFailure } from '@/lib/export/page-images';
import { pagesZip } from '@/lib/export/pages-zip';
import type { BatchJob } from '@/lib/jobs/job-schema';
import { dateStamp } from '@/lib/i18n/format-date';
import { errorText } from '@/lib/api/error-text';
import { fileBaseFrom } from '@/lib/export/file-name';

/**
 * The batch's pages as a ZIP (with images when ticked), as one markdown document, or copied.
 * Files are named `batch-DATE`, a crawl's after its start address, a search's after its query.
 */
export function BatchExport({ job }: { job: BatchJob }) {
  const named = job.crawl
    ? fileBaseFrom(job.crawl.url, 'crawl')
    : job.search
      ? fileBaseFrom(`search ${job.search.query}`, 'search')
      : 'batch';
  const base = `${named}-${dateStamp()}`;
  const [images, setImages] = useState(false);
  const [busy, setBusy] = useState<string>();
  const [failures, setFailures] = useState<ImageFailure[]>([]);
  const [note, setNote] = useState<string>();
  const run = async (work: () => Promise<void>) => {
    setNote(undefined);
    try {
      await work();
    } catch (error) {
      setNote(t('batch_exportFailed', errorText(error)));
    } finally {
      setBusy(undefined);
    }
  };
  const zip = () =>
    run(async () => {
      setBusy(t('batch_exporting', 0, job.total));
      const made = await pagesZip(() => batchPages(job.id), job.total, {
        images,
        onProgress: (done, total) => setBusy(t('batch_exporting', done, total)),
      });
      setFailures(made.imageFailures);
      downloadBlob(made.blob, `${base}.zip`);
    });
  const asDocument = () => run(async () => downloadBlob(await oneDocument(batchPages(job.id)), `${base}.md`));
  const copy = () =>
    run(async () => {
      await navigator.clipboard.writeText(await (await oneDocument(batchPages(job.id))).text());
      setNote(tPlural('batch_copied', job.done));
    });
  return (
    <div class="batch-export" aria-label={t('batch_export')} role="group">
      <Button variant="primary" disabled={busy !== undefined} onClick={() => void zip()}>
        {busy ?? t('batch_downloadZip')}
      </Button>
      <label class="check">
        <input type="checkbox" checked={images} onChange={(e) => setImages(e.currentTarget.checked)} />
        {t('batch_withImages')}
      </label>
      <Button disabled={busy !== undefined} onClick={() => void asDocument()}>
        {t('batch_oneDocument')}
      </Button>
      <Button disabled={busy !== undefined} onClick={() => void copy()}>
        {t('batch_copyAll')}
      </Button>
      {note && (
        <p class="muted" role="status">
          {note}
        </p>
      )}
      {failures.length > 0 && (
        <Banner tone="warning" title={tPlural('batch_imagesNotSaved', failures.length)}>
          <ul class="batch-image-failures">
            {failures.slice(0, 20).map((f) => (
              <li key={f.image}>
                {f.image}: {f.reason}
              </li>
            ))}
          </ul>
        </Banner>
      )}
    </div>
  );
}
