import { useState } from 'preact/hooks';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import { pagesZip } from '@/lib/export/pages-zip';
import { Button } from '@/components/ui/Button';
import { downloadBlob } from '@/lib/export/download';
import { errorText } from '@/lib/api/error-text';

/** One result's markdown with its images, as a batch exports them: a ZIP with images/ beside the .md. */
export function WithImagesDownload({
  url,
  title,
  data,
  finishedAt,
  fileName,
}: {
  url: string;
  title?: string;
  data: ParseData;
  finishedAt?: number;
  fileName: string;
}) {
  const [state, setState] = useState<string>();
  const run = async () => {
    setState(t('batch_exporting', 0, 1));
    try {
      const pages = async function* () {
        yield { url, title, finishedAt, result: data };
      };
      const made = await pagesZip(pages, 1, { images: true });
      downloadBlob(made.blob, fileName);
      setState(made.imageFailures.length ? tPlural('batch_imagesNotSaved', made.imageFailures.length) : undefined);
    } catch (error) {
      setState(t('batch_exportFailed', errorText(error)));
    }
  };
  return (
    <span class="with-images">
      <Button variant="quiet" onClick={() => void run()}>
        {t('result_downloadWithImages')}
      </Button>
      {state && (
        <span class="muted" role="status">
          {state}
        </span>
      )}
    </span>
  );
}
