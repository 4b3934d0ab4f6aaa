import { browser } from 'wxt/browser';

/**
 * A UI string from public/_locales. Falls back to the key itself, so a missing message shows
 * up plainly instead of as an empty label.
 */
export function t(key: string, ...substitutions: (string | number)[]): string {
  const getMessage = browser.i18n.getMessage as (name: string, subs?: string[]) => string;
  return getMessage(key, substitutions.map(String)) || key;
}

/** The message key of a field's label: `jsonOptions.prompt` -> `forms_f_jsonOptions_prompt`. */
export const labelKey = (path: string): string => `forms_f_${path.replace(/\.\d+\./g, '_').replace(/\./g, '_')}`;
