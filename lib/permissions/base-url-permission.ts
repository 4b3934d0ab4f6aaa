import { browser } from 'wxt/browser';
import { httpUrlOf } from '@/lib/api/schemas/http-url-rule';
import { DEFAULT_BASE_URL } from '@/lib/settings/settings-schema';

/** `https://host:port/*` for a base URL, or undefined when it is not an http(s) URL. */
export function originPattern(baseUrl: string): string | undefined {
  const url = httpUrlOf(baseUrl);
  return url && `${url.origin}/*`;
}

/** The default API origin is granted at install (host_permissions); any other is asked for. */
export const needsHostPermission = (baseUrl: string): boolean => {
  const pattern = originPattern(baseUrl);
  return pattern !== undefined && pattern !== originPattern(DEFAULT_BASE_URL);
};

/**
 * Asks for access to a custom base URL's origin (optional_host_permissions). Call it first in
 * a click handler, before any await: the browser grants the prompt only during a user gesture.
 * Resolves true when no permission is needed (default origin; an invalid URL is the settings
 * schema's to report) or when the user allowed it.
 */
export function requestBaseUrlPermission(baseUrl: string): Promise<boolean> {
  const pattern = originPattern(baseUrl);
  if (!pattern || !needsHostPermission(baseUrl)) return Promise.resolve(true);
  return browser.permissions.request({ origins: [pattern] }).catch(() => false);
}
