import { getIn } from '@/components/forms/draft';
import { useFieldProps } from '@/components/forms/FieldMessage';
import { Labelled } from '@/components/forms/fields/Labelled';

interface Props {
  path: string;
  label: string;
  hint?: string;
  placeholder?: string;
}

/** A code box: monospaced, several lines, no spelling marks; emptied keeps '' so the check can say why. */
export function CodeField({ path, label, hint, placeholder }: Props) {
  const { form, id, control } = useFieldProps(path, hint);
  const value = getIn(form.draft, path);
  return (
    <Labelled id={id} path={path} label={label} hint={hint}>
      <textarea
        {...control}
        class="code-input"
        rows={5}
        spellcheck={false}
        autocomplete="off"
        placeholder={placeholder}
        value={typeof value === 'string' ? value : ''}
        onInput={(e) => form.set(path, e.currentTarget.value)}
      />
    </Labelled>
  );
}
