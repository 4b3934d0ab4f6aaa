import type { ComponentChildren } from 'preact';
import { FieldNotes } from '@/components/forms/FieldMessage';

interface Props {
  id: string;
  path: string;
  label: string;
  hint?: string;
  children: ComponentChildren;
}

/** Label above, control, then the hint and the field's messages. */
export function Labelled({ id, path, label, hint, children }: Props) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {children}
      <FieldNotes id={id} path={path} hint={hint} />
    </div>
  );
}
