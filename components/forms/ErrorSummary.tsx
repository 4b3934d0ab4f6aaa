import type { FieldError } from '@/lib/api/field-errors';
import { fieldId, type FormApi } from '@/components/forms/form-context';
import { t } from '@/lib/i18n/t';
import { fieldLabel } from '@/lib/api/field-label';

/** The field's own control, or the nearest group that holds it (a fieldset takes focus). */
export function focusField(form: Pick<FormApi, 'idPrefix'>, path: string, reveal?: (path: string) => void) {
  reveal?.(path);
  // The field may have been revealed just now: look once it has rendered.
  requestAnimationFrame(() => {
    for (let parts = path.split('.'); parts.length > 0; parts = parts.slice(0, -1)) {
      const el = document.getElementById(fieldId(form, parts.join('.')));
      if (el) return el.focus();
    }
  });
}

/** A field's name for the summary: its label, or that of the field holding it; never a code name. */
function fieldName(path: string): string {
  const action = /^actions\.(\d+)/.exec(path);
  if (action) return t('forms_actionN', Number(action[1]) + 1);
  if (!/^[\w.]+$/.test(path)) return t('forms_f_request');
  return fieldLabel(path.split('.')) ?? t('forms_f_request');
}

interface Props {
  form: Pick<FormApi, 'idPrefix'>;
  errors: readonly FieldError[];
  /** What the errors block, e.g. "Fix these to scrape:". */
  title: string;
  /** Opens a collapsed section that holds the field. */
  reveal?(path: string): void;
}

export function ErrorSummary({ form, errors, title, reveal }: Props) {
  if (errors.length === 0) return null;
  // A schema and a form rule may say the same of one field: said once.
  const shown = errors.filter((e, i) => errors.findIndex((o) => o.field === e.field && o.message === e.message) === i);
  return (
    <div class="error-summary" role="status">
      <p>{title}</p>
      <ul>
        {shown.map((e, i) => (
          <li key={i}>
            <button type="button" class="link" onClick={() => focusField(form, e.field, reveal)}>
              {fieldName(e.field)}
            </button>
            : {e.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
