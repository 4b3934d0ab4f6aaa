import { t } from '@/lib/i18n/t';

/**
 * The one test of an http(s) address: on the parsed URL, so letter case and spaces around it
 * count as browsers read them (`HTTP://A.COM` is http).
 */
export const isHttpProtocol = (url: URL): boolean => url.protocol === 'http:' || url.protocol === 'https:';

/** The value parsed, when it is an absolute http(s) URL; undefined for anything else. */
export function httpUrlOf(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return isHttpProtocol(url) ? url : undefined;
  } catch {
    return undefined;
  }
}

export const isHttpUrl = (value: string): boolean => httpUrlOf(value) !== undefined;

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
  if (!isHttpProtocol(parsed)) return t('apiSchema_httpOnly', parsed.protocol.replace(':', ''));
  return undefined;
}
