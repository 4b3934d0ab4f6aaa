import { browser } from 'wxt/browser';
import { originPattern } from '@/lib/permissions/base-url-permission';

/**
 * What a new monitor needs, asked inside the click that creates it (the browser prompts only
 * during a user gesture, so call before any await): the page's origin, so checks can load and
 * read it later without the user there; and `notifications`, to say when it changed. Returns
 * whether the site was granted (a refused notification permission only silences notifications).
 */
export async function requestMonitorAccess(url: string): Promise<{ site: boolean }> {
  const origin = originPattern(url);
  const both = browser.permissions
    .request({ origins: origin ? [origin] : [], permissions: ['notifications'] })
    .catch(() => false);
  if (await both) return { site: true };
  // Refused as a whole: ask whether the site alone is there (granted earlier, or by the user now).
  return { site: origin ? await browser.permissions.contains({ origins: [origin] }).catch(() => false) : false };
}
