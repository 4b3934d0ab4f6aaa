import { useState } from 'preact/hooks';
import { Button } from '@/components/ui/Button';
import { errorText } from '@/lib/api/error-text';
import { getItemResult } from '@/lib/jobs/batch-store';
import type { CrawlSpec } from '@/lib/api/schemas/crawl-spec';
import { batchPages } from '@/lib/export/batch-pages';
import { downloadBlob } from '@/lib/export/download';
import { llmsFullTxt, llmsTxt, siteFacts } from '@/lib/export/llms-txt';
import { t } from '@/lib/i18n/t';
import type { BatchJob } from '@/lib/jobs/job-schema';

/** The llms.txt convention's two files, under its own names. */
const FILES = { links: 'llms.txt', full: 'llms-full.txt' } as const;

/**
 * A crawl for a language model: `llms.txt` (the site's title, a summary, a link to each page)
 * and `llms-full.txt` (every page's text). The title and summary come from the start page,
 * else the host names the site.
 */
export function LlmsExport({ job, crawl }: { job: BatchJob; crawl: CrawlSpec }) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string>();
  const save = (kind: keyof typeof FILES) => {
    setBusy(true);
    setNote(undefined);
    void (async () => {
      try {
        const site = siteFacts(await getItemResult(job.id, 0), crawl.url);
        const build = kind === 'links' ? llmsTxt : llmsFullTxt;
        downloadBlob(await build(batchPages(job.id), site), FILES[kind]);
      } catch (error) {
        setNote(t('batch_exportFailed', errorText(error)));
      } finally {
        setBusy(false);
      }
    })();
  };
  return (
    <div class="batch-export crawl-llms" role="group" aria-label={t('crawlView_llmsGroup')}>
      <Button disabled={busy} onClick={() => save('links')} title={t('crawlView_llmsTxtWhy')}>
        {t('crawlView_llmsTxt')}
      </Button>
      <Button disabled={busy} onClick={() => save('full')} title={t('crawlView_llmsFullTxtWhy')}>
        {t('crawlView_llmsFullTxt')}
      </Button>
      {note && (
        <p class="muted" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
