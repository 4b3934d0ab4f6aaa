import { browser } from 'wxt/browser';

/** A key of public/_locales/en/messages.json (WXT generates the union from the file). */
export type MessageKey = Parameters<typeof browser.i18n.getMessage>[0];

/**
 * The one way to a user-facing string: the extension's locale files, with $1… substitutions.
 * Outside an extension (a unit test without the locale, a benchmark page) or for a missing key
 * it returns the key itself, so a gap shows instead of an empty label.
 */
export function t(key: MessageKey, ...substitutions: (string | number)[]): string {
  try {
    return browser.i18n.getMessage(key, substitutions.map(String)) || key;
  } catch {
    return key;
  }
}
