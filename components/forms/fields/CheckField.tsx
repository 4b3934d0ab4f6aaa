import { getIn } from '@/components/forms/draft';
import { FieldNotes, useFieldProps } from '@/components/forms/FieldMessage';
import { t } from '@/lib/i18n/t';
import { labelKey } from '@/components/forms/label-key';

interface Props {
  path: string;
  label?: string;
  /** What the service does when the option is left out; shown until the user touches it. */
  defaultValue?: boolean;
  disabled?: boolean;
  hint?: string;
}

/** A boolean option; touching it makes it explicit in the request. */
export function CheckField({ path, label, defaultValue = false, disabled, hint }: Props) {
  const { form, id, control } = useFieldProps(path, hint);
  const value = getIn(form.draft, path);
  return (
    <div class="field check">
      <input
        type="checkbox"
        {...control}
        checked={typeof value === 'boolean' ? value : defaultValue}
        disabled={disabled}
        onChange={(e) => form.set(path, e.currentTarget.checked)}
      />
      <label for={id}>{label ?? t(labelKey(path))}</label>
      <FieldNotes id={id} path={path} hint={hint} />
    </div>
  );
}
