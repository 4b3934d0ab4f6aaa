import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { FieldError } from '@/lib/api/field-errors';
import type { Engine } from '@/lib/jobs/job-schema';
import type { ModelProvider } from '@/lib/settings/model-settings';
import { t } from '@/lib/i18n/t';
import type { Path } from '@/components/forms/draft';

/**
 * What every field of a form needs: the draft, a setter by path (undefined removes the key),
 * the errors by path, and a way to report text that cannot become a value yet (bad JSON).
 */
export interface FormApi {
  draft: object;
  set(path: Path, value: unknown): void;
  errors: readonly FieldError[];
  setPending(path: Path, message: string | undefined): void;
  /** Prefix of element ids, so two forms on one page (options) never share an id. */
  idPrefix: string;
  /** The user left a field of this group (`jsonOptions`): errors waiting for that show. */
  touch?(group: string): void;
  /** The engine the form is for, when it is chosen with it (the popup). */
  engine?: Engine;
  /** The model the local engine uses (Settings); none: json and summary need the remote engine. */
  modelProvider?: ModelProvider;
}

export const FormContext = createContext<FormApi | null>(null);

export function useForm(): FormApi {
  const form = useContext(FormContext);
  if (!form) throw new Error(t('forms_outsideFormContext'));
  return form;
}

export const fieldId = (form: Pick<FormApi, 'idPrefix'>, path: Path) => `${form.idPrefix}-${path.replace(/\./g, '-')}`;

/** Messages for exactly this path, each once (a schema and a form rule may say the same). */
export const errorsAt = (form: Pick<FormApi, 'errors'>, path: Path) => [
  ...new Set(form.errors.filter((e) => e.field === path).map((e) => e.message)),
];
