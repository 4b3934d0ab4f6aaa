import type { z } from 'zod';
import { fieldLabel } from '@/lib/api/field-label';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

const NUMERIC = new Set(['number', 'int', 'bigint']);

/**
 * Plain words, naming the field by its label, for an issue whose schema gave no message of its
 * own ("Too small: expected number to be >=0" becomes "Keep history for (days) is at least 0.").
 * Passed as a parse's `error` (`schema.safeParse(value, { error: plainIssue })`): zod asks it only
 * where the schema is silent, so a schema's own words ("The timeout is at least 1000 ms.") win.
 * Forms use it; the messages the bridge answers programs with keep zod's words, as the service's do.
 */
export function plainIssue(issue: RawIssue): string | undefined {
  const label = fieldLabel(issue.path ?? []) ?? t('forms_err_thisField');
  switch (issue.code) {
    case 'too_small': {
      const n = Number(issue.minimum);
      if (NUMERIC.has(issue.origin))
        return issue.inclusive === false ? t('forms_err_above', label, n) : t('forms_err_atLeast', label, n);
      if (issue.origin === 'string' && n <= 1) return t('forms_err_empty', label);
      return tPlural(issue.origin === 'string' ? 'forms_err_minChars' : 'forms_err_minItems', n, label);
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (NUMERIC.has(issue.origin))
        return issue.inclusive === false ? t('forms_err_below', label, n) : t('forms_err_atMost', label, n);
      return tPlural(issue.origin === 'string' ? 'forms_err_maxChars' : 'forms_err_maxItems', n, label);
    }
    case 'invalid_type':
      if (issue.input === undefined) return t('forms_err_required', label);
      if (issue.expected === 'int') return t('forms_err_whole', label);
      if (issue.expected === 'number') return t('forms_err_number', label);
      return t('forms_err_invalid', label);
    case 'invalid_value':
      return t('forms_err_oneOf', label, issue.values.map(String).join(', '));
    case 'unrecognized_keys':
      return undefined; // fieldErrors names the keys
    default:
      return t('forms_err_invalid', label);
  }
}
