import { t } from '../../i18n/t';

/**
 * Why a (trimmed) value is not an absolute http(s) URL, or undefined when it is: the rule of
 * `httpUrl` (common.ts), apart from zod so the popup's first paint can apply it without a schema.
 */
export function httpUrlProblem(value: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return t('apiSchema_fullUrl');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return t('apiSchema_httpOnly', parsed.protocol.replace(':', ''));
  }
  return undefined;
}
