import { getIn } from '@/components/forms/draft';
import { FieldMessage, useFieldProps } from '@/components/forms/FieldMessage';

interface Props {
  path: string;
  legend: string;
  options: readonly string[];
  label(option: string): string;
  /** What the service does when none is ticked (sources: web); ticked until the user changes it. */
  unset?: readonly string[];
  hint?: string;
}

/** A list option as one checkbox per name (sources, categories); none ticked leaves it out. */
export function CheckList({ path, legend, options, label, unset = [], hint }: Props) {
  const { form, id } = useFieldProps(path, hint);
  const value = getIn(form.draft, path);
  const ticked = Array.isArray(value) ? (value as string[]) : unset;
  const toggle = (option: string, on: boolean) => {
    const next = options.filter((o) => (o === option ? on : ticked.includes(o)));
    form.set(path, next.length ? next : undefined);
  };
  return (
    <fieldset class="search-checklist" id={id} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label class="check" key={option}>
          <input
            type="checkbox"
            checked={ticked.includes(option)}
            onChange={(e) => toggle(option, e.currentTarget.checked)}
          />
          {label(option)}
        </label>
      ))}
      {hint && (
        <p class="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldMessage path={path} />
    </fieldset>
  );
}
