import { browser } from 'wxt/browser';
import { originPattern } from '@/lib/permissions/base-url-permission';

/**
 * Asks for the model endpoint's origin (optional_host_permissions), so the background can reach
 * a server that sends no CORS headers (Ollama, LM Studio). Call it first in the click that saves
 * or lists, before any await: the browser shows the prompt only during a user gesture. Resolves
 * true when the URL is not http(s) (the settings schema reports that) or the user allowed it.
 */
export function requestModelEndpointPermission(baseUrl: string): Promise<boolean> {
  const pattern = originPattern(baseUrl);
  if (!pattern) return Promise.resolve(true);
  return browser.permissions.request({ origins: [pattern] }).catch(() => false);
}
