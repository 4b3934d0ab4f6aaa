import { useEffect, useState } from 'preact/hooks';
import { getIn } from '@/components/forms/draft';
import { fieldId, useForm } from '@/components/forms/form-context';
import { FieldMessage } from '@/components/forms/FieldMessage';
import { t } from '@/lib/i18n/t';

type Row = [name: string, value: string];
const toRows = (v: unknown): Row[] => Object.entries((v ?? {}) as Record<string, string>);
export const rowsToHeaders = (rows: Row[]): Record<string, string> | undefined => {
  const named = rows.filter(([k]) => k.trim() !== '').map(([k, v]): Row => [k.trim(), v]);
  return named.length > 0 ? Object.fromEntries(named) : undefined;
};
const same = (rows: Row[], v: unknown) => JSON.stringify(rowsToHeaders(rows) ?? {}) === JSON.stringify(v ?? {});

/** `headers` as name/value rows; rows without a name are left out of the request. */
export function HeadersEditor() {
  const form = useForm();
  const value = getIn(form.draft, 'headers');
  const [rows, setRowsState] = useState<Row[]>(() => toRows(value));
  // Rewritten only when the value changes from outside (defaults loaded).
  useEffect(() => {
    if (!same(rows, value)) setRowsState(toRows(value));
  }, [value]);
  const setRows = (next: Row[]) => {
    setRowsState(next);
    form.set('headers', rowsToHeaders(next));
  };
  const edit = (i: number, cell: 0 | 1, text: string) =>
    setRows(rows.map((r, j): Row => (j !== i ? r : cell === 0 ? [text, r[1]] : [r[0], text])));

  return (
    <fieldset class="group" id={fieldId(form, 'headers')} tabIndex={-1}>
      <legend>{t('forms_f_headers')}</legend>
      {rows.map(([name, text], i) => (
        <div class="row" key={i}>
          <input
            aria-label={t('forms_headerName', i + 1)}
            value={name}
            placeholder="User-Agent"
            onInput={(e) => edit(i, 0, e.currentTarget.value)}
          />
          <input
            aria-label={t('forms_headerValue', i + 1)}
            value={text}
            onInput={(e) => edit(i, 1, e.currentTarget.value)}
          />
          <button
            type="button"
            class="icon"
            aria-label={t('forms_removeHeader', i + 1)}
            onClick={() => setRows(rows.filter((_, j) => j !== i))}
          >
            ×
          </button>
        </div>
      ))}
      <button type="button" onClick={() => setRows([...rows, ['', '']])}>
        {t('forms_addHeader')}
      </button>
      <FieldMessage path="headers" />
    </fieldset>
  );
}
