import type { MessageKey } from '@/lib/i18n/t';

/** The message key of a field's label: `jsonOptions.prompt` -> `forms_f_jsonOptions_prompt`. */
export const labelKey = (path: string): MessageKey =>
  `forms_f_${path.replace(/\.\d+\./g, '_').replace(/\./g, '_')}` as MessageKey;
