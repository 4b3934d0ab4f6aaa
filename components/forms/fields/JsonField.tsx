import { useEffect } from 'preact/hooks';
import { getIn } from '@/components/forms/draft';
import { useFieldProps } from '@/components/forms/FieldMessage';
import { t, type MessageKey } from '@/lib/i18n/t';
import { labelKey } from '@/components/forms/label-key';
import { Labelled } from '@/components/forms/fields/Labelled';
import { parseJsonObject } from '@/components/forms/fields/list-text';
import { useSyncedText } from '@/components/forms/fields/use-synced-text';

const pretty = (v: unknown) => (v === undefined ? '' : JSON.stringify(v, null, 2));
const sameJson = (text: string, v: unknown) => {
  const parsed = parseJsonObject(text);
  return parsed.error !== undefined || JSON.stringify(parsed.value) === JSON.stringify(v);
};

/** A JSON Schema typed as text; until it parses to an object the form reports why. */
export function JsonField({ path, label }: { path: string; label?: string }) {
  const hint = t('forms_hint_jsonSchema');
  const { form, id, control } = useFieldProps(path, hint);
  const [text, setText] = useSyncedText(getIn(form.draft, path), pretty, sameJson);
  // A field that goes away (its format unchecked) takes its pending error with it.
  useEffect(() => () => form.setPending(path, undefined), [path]);
  return (
    <Labelled id={id} path={path} label={label ?? t(labelKey(path))} hint={hint}>
      <textarea
        {...control}
        rows={4}
        class="code"
        spellcheck={false}
        value={text}
        placeholder='{ "type": "object", "properties": { … } }'
        onInput={(e) => {
          const typed = e.currentTarget.value;
          const parsed = parseJsonObject(typed);
          setText(typed);
          form.setPending(path, parsed.error && t(parsed.error as MessageKey));
          form.set(path, parsed.value);
        }}
      />
    </Labelled>
  );
}
