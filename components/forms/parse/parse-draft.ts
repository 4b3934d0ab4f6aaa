import { fieldErrors, type FieldError } from '@/lib/api/field-errors';
import {
  parseOptionsSchema,
  type ParseFormat,
  type ParseOptionsInput,
  type ParseStringFormat,
} from '@/lib/api/schemas/parse-options';
import { t } from '@/lib/i18n/t';
import type { Checked } from '@/lib/api/checked';
import { plainIssue } from '@/lib/api/plain-issue';

export const PARSE_FORMAT_CHOICES = ['markdown', 'summary', 'html', 'rawHtml', 'links', 'images', 'json'] as const;
export type ParseFormatChoice = (typeof PARSE_FORMAT_CHOICES)[number];

const nameOf = (f: ParseFormat) => (typeof f === 'string' ? f : f.type);

export const chosenParseFormats = (draft: ParseOptionsInput): ParseFormatChoice[] =>
  (draft.formats ?? ['markdown']).map(nameOf);

/** Index of the json format object, whose prompt and schema the form edits in place. */
export const jsonFormatIndex = (draft: ParseOptionsInput): number =>
  (draft.formats ?? []).findIndex((f) => typeof f === 'object' && f.type === 'json');

/** Strings for the plain formats (every spelling is accepted); json is a `{type:'json'}` object. */
export function toggleParseFormat(draft: ParseOptionsInput, format: ParseFormatChoice, on: boolean): ParseFormat[] {
  const current = (draft.formats ?? ['markdown']).filter((f) => nameOf(f) !== format);
  if (!on) return current;
  return format === 'json' ? [...current, { type: 'json' }] : [...current, format as ParseStringFormat];
}

/** After each change: the pdf parser entry is `{type:'pdf', ...}`, or gone when nothing is set. */
export function normalizeParseDraft(draft: ParseOptionsInput): ParseOptionsInput {
  const first = draft.parsers?.[0];
  if (first === undefined || typeof first === 'string') return draft;
  const { type: _type, ...set } = first;
  if (Object.keys(set).length === 0) {
    const { parsers: _parsers, ...rest } = draft;
    return rest;
  }
  return { ...draft, parsers: [{ ...set, type: 'pdf' }] };
}

export function checkParse(draft: ParseOptionsInput, pending: FieldError[] = []): Checked<ParseOptionsInput> {
  const parsed = parseOptionsSchema.safeParse(draft, { error: plainIssue });
  const errors = [...pending, ...(parsed.success ? [] : fieldErrors(parsed.error))];
  const json = jsonFormatIndex(draft);
  const jsonFormat = draft.formats?.[json];
  if (typeof jsonFormat === 'object' && jsonFormat.type === 'json' && !jsonFormat.prompt && !jsonFormat.schema) {
    errors.push({ field: `formats.${json}.prompt`, message: t('forms_err_jsonNeedsPrompt') });
  }
  return errors.length === 0 ? { value: draft, errors } : { errors };
}
