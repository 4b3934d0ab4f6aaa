import type { FieldError } from '@/lib/api/field-errors';

/** A form's draft as checked (scrape-validation.ts, parse-draft.ts); apart from the schemas, so
 * a view can show a result without loading them. */
export interface Checked<T> {
  /** The request to send, when there is nothing to fix. */
  value?: T;
  errors: FieldError[];
  /**
   * Those of `errors` that ask for something nothing was given for yet (JSON extraction just
   * ticked, no prompt or schema): a form shows them once the user has been to the group.
   */
  untilTouched?: FieldError[];
}

/** The errors to show: all but those still waiting for the user to visit their group. */
export const shownErrors = (checked: Checked<unknown>, touched: ReadonlySet<string>): FieldError[] =>
  checked.errors.filter((e) => !checked.untilTouched?.includes(e) || touched.has(e.field.split('.')[0]!));
