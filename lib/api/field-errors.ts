import type { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';

export interface FieldError {
  /** Dotted path of the field, as the form names it: `actions.2.selector`. */
  field: string;
  message: string;
}

/** One message per field, in the order the schema found them. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(request)',
    message:
      issue.code === 'unrecognized_keys'
        ? tPlural('api_unknownOptions', issue.keys.length, issue.keys.join(', '))
        : issue.message,
  }));
}

/** Each field at fault with its message, on one line: "formats.0: Invalid option …". */
export const listFieldErrors = (fields: FieldError[]): string =>
  fields.map((f) => `${f.field}: ${f.message}`).join(' ');

/** The error for a request the service would refuse; names each field at fault. */
export function invalidRequest(what: string, error: z.ZodError): ApiError {
  const fields = fieldErrors(error);
  return new ApiError({
    kind: 'invalid-request',
    message: t('api_wouldBeRefused', what, listFieldErrors(fields)),
    details: fields,
  });
}
