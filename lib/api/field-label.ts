import { t, type MessageKey } from '@/lib/i18n/t';

/** The message key of a field's label: `jsonOptions.prompt` -> `forms_f_jsonOptions_prompt`. */
export const labelKey = (path: string): MessageKey =>
  `forms_f_${path.replace(/\.\d+\./g, '_').replace(/\./g, '_')}` as MessageKey;

/** Settings keep a form's options under one key: `scrapeDefaults.timeout` is the form's `timeout`. */
const WRAPPERS = new Set(['scrapeDefaults', 'parseDefaults']);

/**
 * The label a user reads for the field at `path`: its own, else that of the nearest field holding
 * it (`includeTags.2` is "Only these tags or selectors"); undefined where no label names it.
 */
export function fieldLabel(path: readonly PropertyKey[]): string | undefined {
  const names = path.map(String);
  const parts = WRAPPERS.has(names[0] ?? '') ? names.slice(1) : names;
  for (let end = parts.length; end > 0; end--) {
    const key = labelKey(parts.slice(0, end).join('.'));
    const label = t(key);
    if (label !== key) return label;
  }
  return undefined;
}
