import { useState } from 'preact/hooks';
import { CodeView } from '@/components/code-view/CodeView';
import { SandboxedPreview } from '@/components/safe-html/SafeHtml';
import { CopyButton } from '@/components/ui/CopyButton';
import { DownloadButton } from '@/components/ui/DownloadButton';
import { Toggle } from '@/components/ui/Toggle';
import { t } from '@/lib/i18n/t';
import { Field } from '@/components/result/Field';

interface Props {
  name: string;
  title: string;
  html: string;
  fileName: string;
  /** The page's address, for the preview's relative links and images. */
  baseUrl?: string;
}

/** HTML as source text (never parsed into the panel), or previewed in a script-less sandbox. */
export function HtmlField({ name, title, html, fileName, baseUrl }: Props) {
  const [preview, setPreview] = useState(false);
  // Per field and per showing, as in a mail client: the choice is never remembered.
  const [remote, setRemote] = useState(false);
  const togglePreview = (on: boolean) => {
    setPreview(on);
    setRemote(false);
  };
  return (
    <Field
      name={name}
      title={title}
      actions={
        <>
          <Toggle pressed={preview} onChange={togglePreview} label={t('result_preview')} />
          <CopyButton text={html} label={t('result_copyHtml')} />
          <DownloadButton text={html} fileName={fileName} type="text/html" label={t('result_downloadHtml')} />
        </>
      }
    >
      {preview ? (
        <>
          <p class="preview-remote muted">
            {remote ? t('result_remoteLoaded') : t('result_remoteBlocked')}
            {!remote && (
              <button type="button" class="btn btn-quiet" onClick={() => setRemote(true)}>
                {t('result_loadRemote')}
              </button>
            )}
          </p>
          <SandboxedPreview
            html={html}
            baseUrl={baseUrl}
            allowRemote={remote}
            title={t('result_previewTitle', title)}
          />
        </>
      ) : (
        <CodeView text={html} label={title} />
      )}
    </Field>
  );
}
