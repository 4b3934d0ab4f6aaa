import { getIn } from '@/components/forms/draft';
import { useFieldProps } from '@/components/forms/FieldMessage';
import { t } from '@/lib/i18n/t';
import { labelKey } from '@/components/forms/label-key';
import { Labelled } from '@/components/forms/fields/Labelled';

interface Props {
  path: string;
  label?: string;
  /** Optional fields drop an emptied value; required ones keep '' so the schema can say why. */
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  hint?: string;
}

export function TextField({ path, label, required, multiline, placeholder, hint }: Props) {
  const { form, id, control } = useFieldProps(path, hint);
  const value = getIn(form.draft, path);
  const props = {
    ...control,
    value: typeof value === 'string' ? value : '',
    placeholder,
    spellcheck: false,
    onInput: (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
      const text = e.currentTarget.value;
      form.set(path, text === '' && !required ? undefined : text);
    },
  };
  return (
    <Labelled id={id} path={path} label={label ?? t(labelKey(path))} hint={hint}>
      {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
    </Labelled>
  );
}
