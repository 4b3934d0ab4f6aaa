import { getIn } from '@/components/forms/draft';
import { useFieldProps } from '@/components/forms/FieldMessage';
import { t } from '@/lib/i18n/t';
import { labelKey } from '@/components/forms/label-key';
import { Labelled } from '@/components/forms/fields/Labelled';
import { formatList, parseList, sameList } from '@/components/forms/fields/list-text';
import { useSyncedText } from '@/components/forms/fields/use-synced-text';

interface Props {
  path: string;
  label?: string;
  /** One item a line (domain lists), else comma or space separated on one line. */
  lines?: boolean;
  hint?: string;
}

export function ListField({ path, label, lines, hint }: Props) {
  const shownHint = hint ?? t(lines ? 'forms_hint_lines' : 'forms_hint_list');
  const { form, id, control } = useFieldProps(path, shownHint);
  const value = getIn(form.draft, path);
  const [text, setText] = useSyncedText(value, (v) => formatList(v, lines), sameList);
  const onInput = (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
    setText(e.currentTarget.value);
    form.set(path, parseList(e.currentTarget.value));
  };
  const common = { ...control, value: text, onInput, spellcheck: false };
  return (
    <Labelled id={id} path={path} label={label ?? t(labelKey(path))} hint={shownHint}>
      {lines ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
    </Labelled>
  );
}
