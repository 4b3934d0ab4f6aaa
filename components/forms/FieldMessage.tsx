import { errorsAt, fieldId, useForm } from '@/components/forms/form-context';

/** The messages for one field, linked to its control by id (aria-describedby). */
export function FieldMessage({ path }: { path: string }) {
  const form = useForm();
  const messages = errorsAt(form, path);
  if (messages.length === 0) return null;
  return (
    <p class="field-error" id={`${fieldId(form, path)}-error`}>
      {messages.join(' ')}
    </p>
  );
}

/** What follows a control: its hint (which the control is described by) and the field's messages. */
export function FieldNotes({ id, path, hint }: { id: string; path: string; hint?: string }) {
  return (
    <>
      {hint && (
        <p class="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldMessage path={path} />
    </>
  );
}

/** Attributes that tie a control to its label, its message and its invalid state. */
export function useFieldProps(path: string, hint?: string) {
  const form = useForm();
  const id = fieldId(form, path);
  const invalid = errorsAt(form, path).length > 0;
  const describedBy = [invalid ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return {
    form,
    id,
    control: { id, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined },
  };
}
