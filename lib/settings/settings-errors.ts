import { ZodError } from 'zod';
import { fieldErrors, type FieldError } from '@/lib/api/field-errors';

export type Section = 'general' | 'scrapeDefaults' | 'parseDefaults';

/**
 * Splits the settings schema's errors by the form that shows them: `scrapeDefaults.timeout`
 * belongs to the scrape defaults form, where the field's path is `timeout`.
 */
export function routeErrors(errors: FieldError[]): Record<Section, FieldError[]> {
  const routed: Record<Section, FieldError[]> = { general: [], scrapeDefaults: [], parseDefaults: [] };
  for (const e of errors) {
    const [head, ...rest] = e.field.split('.');
    if ((head === 'scrapeDefaults' || head === 'parseDefaults') && rest.length > 0)
      routed[head].push({ ...e, field: rest.join('.') });
    else if (head === 'scrapeDefaults' || head === 'parseDefaults') routed[head].push({ ...e, field: '(request)' });
    else routed.general.push(e);
  }
  return routed;
}

/** The field errors of a failed save, or undefined for any other failure. */
export const saveErrors = (error: unknown): FieldError[] | undefined =>
  error instanceof ZodError ? fieldErrors(error) : undefined;

/** Both lists, each message once. */
export const mergeErrors = (a: FieldError[], b: FieldError[]): FieldError[] => {
  const seen = new Set(a.map((e) => `${e.field}\n${e.message}`));
  return [...a, ...b.filter((e) => !seen.has(`${e.field}\n${e.message}`))];
};
