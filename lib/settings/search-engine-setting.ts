import { z } from 'zod';
import { httpUrlProblem } from '@/lib/api/schemas/http-url-rule';
import { t } from '@/lib/i18n/t';

/** Where the query goes in a search engine's address (a SearXNG instance, any engine). */
export const QUERY_MARK = '%s';

/** An engine address as the user gave it, with its query in place of every `%s`. */
export const engineSearchUrl = (template: string, query: string): string =>
  template.trim().split(QUERY_MARK).join(encodeURIComponent(query));

/** Why an engine address cannot be used, or undefined when it can. */
export function engineAddressProblem(template: string): string | undefined {
  const value = template.trim();
  if (!value.includes(QUERY_MARK)) return t('settings_searchEngineNoMark');
  return httpUrlProblem(engineSearchUrl(value, 'query'));
}

/**
 * The "Search engine" setting: empty for the browser's own default engine (its `search` API), else
 * an http(s) address with `%s` where the query goes.
 */
export const searchEngineSettingSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = value ? engineAddressProblem(value) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
