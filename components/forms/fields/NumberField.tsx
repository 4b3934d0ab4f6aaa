import { getIn } from '@/components/forms/draft';
import { useFieldProps } from '@/components/forms/FieldMessage';
import { t } from '@/lib/i18n/t';
import { labelKey } from '@/components/forms/label-key';
import { Labelled } from '@/components/forms/fields/Labelled';

/** A schema's bounds as its module exports them; `default` applies when the field is left empty. */
export interface NumberRange {
  min?: number;
  max?: number;
  default?: number;
}

interface Props {
  path: string;
  label?: string;
  /** Sets min, max and the placeholder at once; each given apart wins. */
  range?: NumberRange;
  min?: number;
  max?: number;
  /** 'any' for decimals (pdf scale); integers otherwise. */
  step?: number | 'any';
  /** The service's default, shown as a placeholder while the field is unset. */
  placeholder?: number | string;
  hint?: string;
}

/** A number option; emptied means unset. Bounds are the schema's, which also words the errors. */
export function NumberField({
  path,
  label,
  range,
  min = range?.min,
  max = range?.max,
  step = 1,
  placeholder = range?.default,
  hint,
}: Props) {
  const { form, id, control } = useFieldProps(path, hint);
  const value = getIn(form.draft, path);
  return (
    <Labelled id={id} path={path} label={label ?? t(labelKey(path))} hint={hint}>
      <input
        type="number"
        {...control}
        inputMode={step === 'any' ? 'decimal' : 'numeric'}
        min={min}
        max={max}
        step={step}
        placeholder={placeholder === undefined ? undefined : String(placeholder)}
        value={typeof value === 'number' ? String(value) : ''}
        onInput={(e) => {
          const text = e.currentTarget.value.trim();
          form.set(path, text === '' ? undefined : Number(text));
        }}
      />
    </Labelled>
  );
}
