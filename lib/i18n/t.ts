import type { browser as wxtBrowser } from 'wxt/browser';
// getMessage answers synchronously in every browser: no need for the polyfill (wxt/browser),
// which a page whose code needs only t() (the popup's first paint) would otherwise load.
import { browser } from '@wxt-dev/browser';

/** A key of public/_locales/en/messages.json (WXT generates the union from the file). */
export type MessageKey = Parameters<typeof wxtBrowser.i18n.getMessage>[0];

/** One message of a locale file: its text, and the named placeholders ($COUNT$) it declares. */
export interface MessageEntry {
  message: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}

/** The messages of one locale file, as _locales/xx/messages.json holds them. */
export type MessageTable = Record<string, MessageEntry | undefined>;

let provided: { table: MessageTable; language: string } | undefined;

/** For a page without browser.i18n (Chrome's offscreen document has only runtime): its messages. */
export function provideMessages(table: MessageTable, language = 'en'): void {
  provided = { table, language };
}

/**
 * A message with its placeholders and $1…$9 filled in, as browser.i18n does: `$name$` (any case)
 * becomes its placeholder's content, which names a substitution ("$1").
 */
export function fillIn(entry: MessageEntry, substitutions: readonly string[]): string {
  const placeholders = Object.fromEntries(
    Object.entries(entry.placeholders ?? {}).map(([name, { content }]) => [name.toLowerCase(), content]),
  );
  const named = entry.message.replace(/\$([A-Za-z0-9_@]+)\$/g, (all, name: string) => {
    return placeholders[name.toLowerCase()] ?? all;
  });
  return named.replace(/\$([1-9])/g, (_, n: string) => substitutions[Number(n) - 1] ?? '');
}

/** The message for `key` in the user's language, or undefined where there is none. */
export function lookUp(key: string, substitutions: readonly (string | number)[]): string | undefined {
  const list = substitutions.map(String);
  try {
    const message = browser.i18n.getMessage(key as MessageKey, list);
    if (message) return message;
  } catch {
    // No browser.i18n here: the provided messages, if any.
  }
  const entry = provided?.table[key];
  return entry?.message ? fillIn(entry, list) : undefined;
}

/** The language the messages are in: the browser's UI language, else the provided messages'. */
export function messagesLanguage(): string {
  try {
    const language = browser.i18n.getUILanguage();
    if (language) return language;
  } catch {
    // No browser.i18n here (or a test's fake browser without it).
  }
  return provided?.language ?? 'en';
}

/**
 * The one way to a user-facing string: the extension's locale files, with $1… substitutions.
 * Outside an extension (a unit test without the locale, a benchmark page) or for a missing key
 * it returns the key itself, so a gap shows instead of an empty label.
 */
export function t(key: MessageKey, ...substitutions: (string | number)[]): string {
  return lookUp(key, substitutions) ?? key;
}

/** Text that ends as a sentence: the service's reasons come with or without their full stop. */
export const sentence = (text: string): string => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
