import { readFileSync } from 'node:fs';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fillIn, type MessageEntry } from '@/lib/i18n/t';

/** English from the real messages.json: what t() reads in the built extension. */
export const messages = JSON.parse(readFileSync('public/_locales/en/messages.json', 'utf8')) as Record<
  string,
  MessageEntry
>;

/** The fake browser has no i18n: answer from the real messages.json, with placeholders filled in. */
export function useRealMessages(): void {
  (fakeBrowser.i18n as { getMessage: unknown }).getMessage = (name: string, subs: string | string[] = []) => {
    const entry = messages[name];
    return entry ? fillIn(entry, Array.isArray(subs) ? subs : [subs]) : '';
  };
}

// A vitest setup file: every unit and contract test sees the English a user sees.
useRealMessages();
