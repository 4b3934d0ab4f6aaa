import { getIn } from '@/components/forms/draft';
import { useFieldProps } from '@/components/forms/FieldMessage';
import { t } from '@/lib/i18n/t';
import { labelKey } from '@/components/forms/label-key';
import { Labelled } from '@/components/forms/fields/Labelled';

interface Props {
  path: string;
  label?: string;
  options: readonly string[];
  /** The service's default; the empty choice leaves the option out. Omit to force a choice. */
  serviceDefault?: string;
  /** No empty choice: the value is always one of `options`. */
  required?: boolean;
  /** With `required`: the choice shown while the option is left out (what the service does then). */
  defaultValue?: string;
  optionLabel?(option: string): string;
  hint?: string;
}

export function SelectField({
  path,
  label,
  options,
  serviceDefault,
  required,
  defaultValue,
  optionLabel = (o) => o,
  hint,
}: Props) {
  const { form, id, control } = useFieldProps(path, hint);
  const value = getIn(form.draft, path);
  const unsetLabel = serviceDefault ? t('forms_serviceDefault', serviceDefault) : t('forms_notSet');
  return (
    <Labelled id={id} path={path} label={label ?? t(labelKey(path))} hint={hint}>
      <select
        {...control}
        value={typeof value === 'string' ? value : (defaultValue ?? '')}
        onChange={(e) => form.set(path, e.currentTarget.value || undefined)}
      >
        {!required && <option value="">{unsetLabel}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    </Labelled>
  );
}
