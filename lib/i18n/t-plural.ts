import { lookUp, messagesLanguage, t, type MessageKey } from '@/lib/i18n/t';

type PluralBase<K> = K extends `${infer Base}_other` ? (`${Base}_one` extends MessageKey ? Base : never) : never;

/** A message written once per plural form: `key_one`, `key_other` (and `key_few`… where a language has them). */
export type PluralKey = PluralBase<MessageKey>;

const rules = new Map<string, Intl.PluralRules>();

function pluralRules(language: string): Intl.PluralRules {
  let found = rules.get(language);
  if (!found) {
    try {
      found = new Intl.PluralRules(language);
    } catch {
      found = new Intl.PluralRules('en'); // A tag Intl does not know.
    }
    rules.set(language, found);
  }
  return found;
}

/**
 * A message about `count` things, in the plural form the user's language uses for that count
 * ("1 tab is hidden", "3 tabs are hidden"; Polish has a third form for 2–4). The count is the
 * message's $1 (its $COUNT$ placeholder); the other substitutions follow as $2, $3…
 */
export function tPlural(key: PluralKey, count: number, ...substitutions: (string | number)[]): string {
  const list = [count, ...substitutions];
  const form = pluralRules(messagesLanguage()).select(count);
  return lookUp(`${key}_${form}`, list) ?? t(`${key}_other` as MessageKey, ...list);
}
