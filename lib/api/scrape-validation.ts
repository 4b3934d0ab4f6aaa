import { fieldErrors, type FieldError } from '@/lib/api/field-errors';
import { scrapeRequestSchema, type ScrapeRequestInput } from '@/lib/api/schemas/scrape-request';
import { t } from '@/lib/i18n/t';
import type { Checked } from '@/lib/api/checked';
import { schemaProblem } from '@/lib/api/json-schema-check';
import { plainIssue } from '@/lib/api/plain-issue';

/** What the scrape form edits: any scrape option (a request without its url), only those the user set. */
export type ScrapeOptionsDraft = Omit<ScrapeRequestInput, 'url'>;

/**
 * Rules of the form itself, beyond the schema: the json format asks for a prompt or schema, and a
 * JSON Schema must be one a model can be held to (check-schema.ts), said as it is typed.
 */
function formRules(draft: ScrapeOptionsDraft): FieldError[] {
  const json = draft.jsonOptions;
  const errors: FieldError[] = [];
  if (draft.formats?.includes('json') && json && json.prompt === undefined && json.schema === undefined) {
    errors.push({ field: 'jsonOptions.prompt', message: t('forms_err_jsonNeedsPrompt') });
  }
  for (const field of ['jsonOptions', 'changeTrackingOptions'] as const) {
    const schema = draft[field]?.schema;
    const problem = schema === undefined ? undefined : schemaProblem(schema);
    if (problem) errors.push({ field: `${field}.schema`, message: problem });
  }
  return errors;
}

/**
 * Builds the request from the page URL and the draft, and checks it with the same schema the
 * background uses. `pending` are errors the schema cannot see (text that is not yet JSON).
 */
export function checkScrape(
  url: string,
  draft: ScrapeOptionsDraft,
  pending: FieldError[] = [],
): Checked<ScrapeRequestInput> {
  const request: ScrapeRequestInput = { url, ...draft };
  const parsed = scrapeRequestSchema.safeParse(request, { error: plainIssue });
  const errors = [...pending, ...(parsed.success ? [] : fieldErrors(parsed.error)), ...formRules(draft)];
  if (errors.length === 0) return { value: request, errors };
  const nothingAsked =
    draft.formats?.includes('json') &&
    draft.jsonOptions?.prompt === undefined &&
    draft.jsonOptions?.schema === undefined;
  const untilTouched = nothingAsked
    ? errors.filter((e) => e.field === 'jsonOptions' || e.field === 'jsonOptions.prompt')
    : [];
  return untilTouched.length > 0 ? { errors, untilTouched } : { errors };
}

/** Default scrape options (options page): the request's rules without a URL. */
export function checkScrapeDefaults(
  draft: ScrapeOptionsDraft,
  pending: FieldError[] = [],
): Checked<ScrapeOptionsDraft> {
  const checked = checkScrape('https://example.com/', draft, pending);
  return checked.value ? { value: draft, errors: [] } : checked;
}
