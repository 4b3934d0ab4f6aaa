import type { browser as wxtBrowser } from 'wxt/browser';
// getMessage answers synchronously in every browser: no need for the polyfill (wxt/browser),
// which a page whose code needs only t() (the popup's first paint) would otherwise load.
import { browser } from '@wxt-dev/browser';

/** A key of public/_locales/en/messages.json (WXT generates the union from the file). */
export type MessageKey = Parameters<typeof wxtBrowser.i18n.getMessage>[0];

/** The messages of one locale file, as _locales/xx/messages.json holds them. */
export type MessageTable = Record<string, { message: string } | undefined>;

let provided: MessageTable | undefined;

/** For a page without browser.i18n (Chrome's offscreen document has only runtime): its messages. */
export function provideMessages(table: MessageTable): void {
  provided = table;
}

/** A message with its $1…$9 filled in, as browser.i18n does. */
export const fillIn = (message: string, substitutions: readonly string[]): string =>
  message.replace(/\$([1-9])/g, (_, n: string) => substitutions[Number(n) - 1] ?? '');

/**
 * The one way to a user-facing string: the extension's locale files, with $1… substitutions.
 * Outside an extension (a unit test without the locale, a benchmark page) or for a missing key
 * it returns the key itself, so a gap shows instead of an empty label.
 */
export function t(key: MessageKey, ...substitutions: (string | number)[]): string {
  const list = substitutions.map(String);
  try {
    const message = browser.i18n.getMessage(key, list);
    if (message) return message;
  } catch {
    // No browser.i18n here: the provided messages, if any.
  }
  const message = provided?.[key]?.message;
  return message ? fillIn(message, list) : key;
}
