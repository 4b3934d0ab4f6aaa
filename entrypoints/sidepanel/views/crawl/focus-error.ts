import type { FieldError } from '@/lib/api/field-errors';
import { focusField } from '@/components/forms/ErrorSummary';
import type { FormApi } from '@/components/forms/form-context';
import { fieldOf } from '@/entrypoints/sidepanel/views/crawl/crawl-draft';

/** The options under "More options": a problem there opens it. */
export const MORE_OPTIONS: ReadonlySet<string> = new Set([
  'regexOnFullURL',
  'ignoreQueryParameters',
  'crawlEntireDomain',
  'allowSubdomains',
  'allowExternalLinks',
  'delay',
  'maxConcurrency',
  'robotsUserAgent',
  'webhook',
  'zeroDataRetention',
]);

/**
 * After a Start that cannot start: opens the section that holds the first problem and moves the
 * focus to its field (the page options' form when the crawl's own fields are all right).
 */
export function focusFirstError(
  form: Pick<FormApi, 'idPrefix'>,
  errors: readonly FieldError[],
  open: { openMore(): void; openPage(): void },
): void {
  const first = errors[0];
  if (!first) return;
  focusField(form, first.field, (path) => {
    if (form.idPrefix !== 'crawl') open.openPage();
    else if (MORE_OPTIONS.has(fieldOf(path))) open.openMore();
  });
}
