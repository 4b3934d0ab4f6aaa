import type { z } from 'zod';
import type { Checked } from '@/lib/api/checked';
import { fieldErrors, type FieldError } from '@/lib/api/field-errors';
import { localCrawlLimit } from '@/lib/api/schemas/crawl';
import { crawlSpecSchema, type CrawlSpec } from '@/lib/api/schemas/crawl-spec';
import { t } from '@/lib/i18n/t';
import type { Engine } from '@/lib/jobs/job-schema';
import { plainIssue } from '@/lib/api/plain-issue';

/** What the crawl form edits: the v2 crawl's options by their service names, only those the user set. */
export type CrawlDraft = Partial<z.input<typeof crawlSpecSchema>>;

/** Options only the service takes: a crawl in this browser leaves them out. */
const REMOTE_ONLY = ['webhook', 'zeroDataRetention', 'prompt', 'robotsUserAgent'] as const;

/** The prompt as typed, and as last turned into options (`previewCrawl`). */
export interface PromptState {
  text: string;
  previewed?: string;
}

/** The form's rules beyond the schema: this browser's page cap, and a prompt not previewed yet. */
function formRules(spec: CrawlDraft, engine: Engine, prompt: PromptState): FieldError[] {
  const errors: FieldError[] = [];
  const limit =
    engine === 'local' && spec.limit !== undefined
      ? localCrawlLimit.safeParse(spec.limit, { error: plainIssue })
      : undefined;
  if (limit && !limit.success) errors.push(...fieldErrors(limit.error).map((e) => ({ ...e, field: 'limit' })));
  if (engine === 'remote' && prompt.text.trim() && prompt.text !== prompt.previewed)
    errors.push({ field: 'prompt', message: t('crawlView_previewFirst') });
  return errors;
}

/** The crawl as it would start: remote-only options dropped for this browser, the prompt only once previewed. */
export function crawlInput(draft: CrawlDraft, engine: Engine, prompt: PromptState): CrawlDraft {
  const { prompt: _typed, ...rest } = draft;
  if (engine === 'local') {
    const local: Record<string, unknown> = { ...rest };
    for (const name of REMOTE_ONLY) delete local[name];
    return local as CrawlDraft;
  }
  const previewed = prompt.previewed && prompt.text === prompt.previewed ? prompt.previewed : undefined;
  return previewed ? { ...rest, prompt: previewed } : rest;
}

/**
 * The draft checked with the crawl's own schema (the one the background checks again) and the
 * form's rules: the crawl to start when nothing is wrong, and each problem at its field's path.
 */
export function checkCrawl(draft: CrawlDraft, engine: Engine, prompt: PromptState): Checked<CrawlSpec> {
  const input = crawlInput(draft, engine, prompt);
  const parsed = crawlSpecSchema.safeParse(input, { error: plainIssue });
  const errors = [...(parsed.success ? [] : fieldErrors(parsed.error)), ...formRules(input, engine, prompt)];
  return parsed.success && errors.length === 0 ? { value: parsed.data, errors } : { errors };
}

/** The field an error belongs to: a pattern's line (`includePaths.2`) is shown at its list. */
export const fieldOf = (path: string): string => path.split('.')[0]!;

/** The fields a preview changed, compared by value. */
export function changedFields(before: CrawlDraft, after: CrawlDraft): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (k) => JSON.stringify(before[k as keyof CrawlDraft]) !== JSON.stringify(after[k as keyof CrawlDraft]),
  );
}
