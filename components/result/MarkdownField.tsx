import { useState } from 'preact/hooks';
import { MarkdownView } from '@/components/markdown-view/MarkdownView';
import { CopyButton } from '@/components/ui/CopyButton';
import { DownloadButton } from '@/components/ui/DownloadButton';
import { Toggle } from '@/components/ui/Toggle';
import { t } from '@/lib/i18n/t';
import { Field, type FieldFrame } from '@/components/result/Field';

interface Props extends FieldFrame {
  markdown: string;
  fileName: string;
}

/** A markdown field: rendered (sanitized) or raw, with copy and download as .md. */
export function MarkdownField({ markdown, fileName, ...frame }: Props) {
  const [raw, setRaw] = useState(false);
  return (
    <Field
      {...frame}
      actions={
        <>
          <Toggle pressed={raw} onChange={setRaw} label={t('result_showRaw')} />
          <CopyButton text={markdown} label={t('result_copyMarkdown')} />
          <DownloadButton text={markdown} fileName={fileName} type="text/markdown" label={t('result_downloadMd')} />
        </>
      }
    >
      <MarkdownView markdown={markdown} raw={raw} />
    </Field>
  );
}
