import { getIn } from '@/components/forms/draft';
import { errorsAt } from '@/components/forms/form-context';
import { useFieldProps } from '@/components/forms/FieldMessage';
import { Labelled } from '@/components/forms/fields/Labelled';
import { useSyncedText } from '@/components/forms/fields/use-synced-text';
import { t } from '@/lib/i18n/t';
import { linesOf, patternLineErrors } from '@/entrypoints/sidepanel/views/crawl/pattern-lines';

/** Each field its own example: Leave out showing the include field's read as the same rule. */
const EXAMPLE = { includePaths: '^/docs/', excludePaths: '^/blog/' } as const;

interface Props {
  path: 'includePaths' | 'excludePaths';
  label: string;
  hint: string;
}

/**
 * Path patterns, one regular expression per line (commas and spaces belong to the pattern, so
 * the forms' list field, which splits on them, cannot hold them). A pattern's problem is shown
 * with its line number.
 */
export function PatternsField({ path, label, hint }: Props) {
  const { form, id, control } = useFieldProps(path, hint);
  const value = getIn(form.draft, path);
  const [text, setText] = useSyncedText(
    value,
    (v) => (Array.isArray(v) ? v.join('\n') : ''),
    (typed, v) => linesOf(typed).join('\n') === (Array.isArray(v) ? v.join('\n') : ''),
  );
  const lineErrors = patternLineErrors(text, form.errors, path);
  const invalid = lineErrors.length > 0 || errorsAt(form, path).length > 0;
  return (
    <Labelled id={id} path={path} label={label} hint={hint}>
      <textarea
        {...control}
        aria-invalid={invalid || undefined}
        aria-describedby={[invalid ? `${id}-lines` : '', `${id}-hint`].filter(Boolean).join(' ')}
        class="code"
        rows={3}
        spellcheck={false}
        value={text}
        placeholder={EXAMPLE[path]}
        onInput={(e) => {
          setText(e.currentTarget.value);
          const patterns = linesOf(e.currentTarget.value);
          form.set(path, patterns.length ? patterns : undefined);
        }}
      />
      {lineErrors.length > 0 && (
        <ul class="field-error crawl-line-errors" id={`${id}-lines`}>
          {lineErrors.map(({ line, message }) => (
            <li key={line}>{t('crawlView_onLine', line, message)}</li>
          ))}
        </ul>
      )}
    </Labelled>
  );
}
