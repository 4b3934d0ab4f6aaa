import type { Checked } from '@/lib/api/checked';
import type { ScrapeOptionsDraft } from '@/lib/api/scrape-validation';
import { httpUrlProblem } from '@/lib/api/schemas/http-url-rule';
import type { ScrapeRequestInput } from '@/lib/api/schemas/scrape-request';

/**
 * The scrape form's check before checks.ts is loaded, for the saved defaults as they are: the
 * request is valid exactly when the page's URL is an http(s) URL and the defaults passed the
 * same schema with one (scrapeDefaultsValid). Anything else waits for the schema: no value (the
 * button stays disabled) and no errors yet.
 */
export function firstCheck(
  url: string,
  draft: ScrapeOptionsDraft,
  defaultsValid: boolean,
): Checked<ScrapeRequestInput> {
  return defaultsValid && !httpUrlProblem(url.trim()) ? { value: { url, ...draft }, errors: [] } : { errors: [] };
}
