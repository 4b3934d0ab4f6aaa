import { useState } from 'preact/hooks';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { downloadBlob } from '@/lib/export/download';
import { fileNameFrom } from '@/lib/export/file-name';
import { t } from '@/lib/i18n/t';
import { formatRemaining } from '@/lib/i18n/format-date';
import { imageExtension, saveImage } from '@/components/result/screenshot-assets';
import { imageSrc } from '@/components/result/safe-url';
import { useNow } from '@/components/result/use-now';
import { useObjectUrl } from '@/components/result/use-object-url';
import { isHttpUrl } from '@/lib/api/schemas/http-url-rule';
import { errorText } from '@/lib/api/error-text';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Props {
  jobId: string;
  url: string;
  /** The bytes, if already saved in history. */
  saved: Blob | undefined;
  onSaved(url: string, blob: Blob): void;
  /** When the job ended: the service's URLs expire 24 hours later. */
  finishedAt: number | undefined;
  alt: string;
}

/** A screenshot with its expiry countdown; "Keep" stores the bytes in history, "Download" saves a file. */
export function ScreenshotImage({ jobId, url, saved, onSaved, finishedAt, alt }: Props) {
  const now = useNow();
  const savedUrl = useObjectUrl(saved);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const expiring = isHttpUrl(url) && finishedAt !== undefined;
  const remaining = expiring ? finishedAt + DAY_MS - now : Infinity;
  const src = savedUrl ?? imageSrc(url);

  const keep = async (): Promise<Blob | undefined> => {
    if (saved) return saved;
    setBusy(true);
    setError(undefined);
    try {
      const blob = await saveImage(jobId, url);
      onSaved(url, blob);
      return blob;
    } catch (e) {
      setError(errorText(e));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  const download = async () => {
    const blob = await keep();
    if (blob) downloadBlob(blob, fileNameFrom(alt, imageExtension(blob.type), 'screenshot'));
  };

  return (
    <figure class="screenshot">
      {src ? <img src={src} alt={alt} loading="lazy" referrerpolicy="no-referrer" /> : <p>{t('result_imageUnsafe')}</p>}
      <figcaption class="screenshot-caption">
        {saved ? (
          <span class="badge badge-ok">{t('result_imageKept')}</span>
        ) : expiring ? (
          <span class={remaining > 0 ? 'badge' : 'badge badge-warn'}>
            {remaining > 0 ? t('result_expiresIn', formatRemaining(remaining)) : t('result_expired')}
          </span>
        ) : null}
        {!saved && (
          <Button variant="quiet" onClick={() => void keep()} disabled={busy}>
            {t('result_keepImage')}
          </Button>
        )}
        <Button variant="quiet" onClick={() => void download()} disabled={busy}>
          {t('result_downloadImage')}
        </Button>
      </figcaption>
      {error && <Banner tone="error">{error}</Banner>}
    </figure>
  );
}
