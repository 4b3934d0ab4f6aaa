import { useFieldProps } from '@/components/forms/FieldMessage';
import { Labelled } from '@/components/forms/fields/Labelled';
import { Button } from '@/components/ui/Button';
import { t } from '@/lib/i18n/t';

interface Props {
  text: string;
  onText(text: string): void;
  onPreview(): void;
  busy: boolean;
  /** The options the last preview changed, named for the line under the button. */
  changed?: readonly string[];
}

/**
 * The service's prompt: words the service turns into crawl options. "Preview options" fills the
 * form with them, marked, to check and edit; the crawl starts from the form, never from words
 * nobody has seen turned into options.
 */
export function PromptPreview({ text, onText, onPreview, busy, changed }: Props) {
  const hint = t('crawlView_h_prompt');
  const { id, control } = useFieldProps('prompt', hint);
  return (
    <div class="crawl-prompt">
      <Labelled id={id} path="prompt" label={t('crawlView_f_prompt')} hint={hint}>
        <textarea
          {...control}
          rows={2}
          value={text}
          placeholder={t('crawlView_promptExample')}
          onInput={(e) => onText(e.currentTarget.value)}
        />
      </Labelled>
      <div class="toolbar">
        <Button onClick={onPreview} disabled={busy || !text.trim()}>
          {busy ? t('crawlView_previewing') : t('crawlView_preview')}
        </Button>
        {changed && (
          <span class="muted" role="status">
            {changed.length ? t('crawlView_previewChanged', changed.join(', ')) : t('crawlView_previewNoChange')}
          </span>
        )}
      </div>
    </div>
  );
}
