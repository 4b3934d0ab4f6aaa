import { browser } from 'wxt/browser';
import { originsOf } from '@/lib/permissions/site-access';

/**
 * What a search in this browser needs: the engine's site, to read its results pages; with the
 * browser's own engine also its `search` API (granted without a prompt) and `tabs`, to see which
 * address the engine opened (no browser tells an extension its default engine's address). The
 * engine's site is known once the engine has been seen (or the user set an address).
 */
export interface SearchNeeds {
  browserEngine: boolean;
  /** An address on the engine's site, when known. */
  engineUrl?: string;
}

type Request = Parameters<typeof browser.permissions.request>[0];

const permissionsOf = ({ browserEngine, engineUrl }: SearchNeeds): Request =>
  ({
    permissions: browserEngine ? ['search', 'tabs'] : [],
    origins: originsOf(engineUrl ? [engineUrl] : []),
  }) as unknown as Request;

/** Call first in the click that starts the search, before any await (the prompt needs the gesture). */
export const requestSearchAccess = (needs: SearchNeeds): Promise<boolean> =>
  browser.permissions.request(permissionsOf(needs)).catch(() => false);

export const hasSearchAccess = (needs: SearchNeeds): Promise<boolean> =>
  browser.permissions.contains(permissionsOf(needs)).catch(() => false);
