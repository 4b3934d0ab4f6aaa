import type { z } from 'zod';
import type { Checked } from '@/lib/api/checked';
import { fieldErrors } from '@/lib/api/field-errors';
import { searchSpecSchema, type SearchSpec } from '@/lib/api/schemas/search-spec';

/** What the search form edits: the search's options by the v2 document's names, only those the user set. */
export type SearchDraft = Partial<z.input<typeof searchSpecSchema>>;

/** The draft checked with the search's own schema (the one the background checks again), each problem at its field. */
export function checkSearch(draft: SearchDraft): Checked<SearchSpec> {
  const parsed = searchSpecSchema.safeParse({ query: '', ...draft });
  return parsed.success ? { value: parsed.data, errors: [] } : { errors: fieldErrors(parsed.error) };
}

/** The options under "More options": a problem there opens it. */
export const MORE_OPTIONS: ReadonlySet<string> = new Set([
  'sources',
  'categories',
  'tbs',
  'location',
  'country',
  'includeDomains',
  'excludeDomains',
  'safe',
  'timeout',
  'ignoreInvalidURLs',
]);
