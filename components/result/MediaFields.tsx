import type { ParseData } from '@/lib/api/schemas/parse-response';
import { JsonTree } from '@/components/json-tree/JsonTree';
import { Button } from '@/components/ui/Button';
import { downloadBlob } from '@/lib/export/download';
import { t } from '@/lib/i18n/t';
import { base64ToBlob } from '@/components/result/base64';
import { Field } from '@/components/result/Field';
import { formatBytes } from '@/lib/i18n/format-bytes';
import { MarkdownField } from '@/components/result/MarkdownField';
import { SafeLink } from '@/components/result/SafeLink';

/** The rarer parse outputs: answer, highlights, audio, video and the original file as base64. */
export function MediaFields({ data, baseName }: { data: ParseData; baseName: string }) {
  const { answer, highlights, audio, video, rawBase64 } = data;
  return (
    <>
      {answer && (
        <MarkdownField name="answer" title={t('result_answer')} markdown={answer} fileName={`${baseName}-answer.md`} />
      )}
      {highlights && (
        <Field name="highlights" title={t('result_highlights')}>
          {typeof highlights === 'string' ? (
            <p>{highlights}</p>
          ) : (
            <JsonTree value={highlights} label={t('result_highlights')} />
          )}
        </Field>
      )}
      {(audio || video) && (
        <Field name="media" title={t('result_media')}>
          {audio && (
            <p>
              {t('result_audio')}: <SafeLink href={audio} />
            </p>
          )}
          {video && (
            <p>
              {t('result_video')}: <SafeLink href={video} />
            </p>
          )}
        </Field>
      )}
      {rawBase64 && (
        <Field name="rawBase64" title={t('result_rawBase64')}>
          <p>{t('result_rawBase64Size', formatBytes(Math.floor((rawBase64.length * 3) / 4)))}</p>
          <Button
            onClick={() => {
              const blob = base64ToBlob(rawBase64, data.metadata?.contentType ?? 'application/octet-stream');
              if (blob) downloadBlob(blob, `${baseName}.bin`);
            }}
          >
            {t('sidepanel_download')}
          </Button>
        </Field>
      )}
    </>
  );
}
