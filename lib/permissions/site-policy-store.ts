import { storage } from 'wxt/utils/storage';
import { sitePoliciesSchema, type SitePolicies, type SitePolicy } from '@/lib/permissions/site-policy-schema';

/** A store of the user's decisions per site: programs may, or may never, do something there. */
export interface PolicyStore {
  read(): Promise<SitePolicies>;
  set(sites: readonly string[], policy: SitePolicy): Promise<void>;
  /** The site is asked about again. */
  remove(site: string): Promise<void>;
  /** Calls back with the policies whenever any page or the background changes them. */
  watch(callback: (policies: SitePolicies) => void): () => void;
}

/**
 * Kept in storage.local so a decision outlives the browser; Options and the background both write
 * it. Checked on every read: a hand-edited or older value reads as "ask" rather than as a yes.
 */
export function definePolicyStore(key: `local:${string}`): PolicyStore {
  const item = storage.defineItem<unknown>(key, { fallback: {} });
  const checked = (value: unknown): SitePolicies => {
    const parsed = sitePoliciesSchema.safeParse(value);
    return parsed.success ? parsed.data : {};
  };
  const read = async () => checked(await item.getValue());
  // One change at a time in this context, so two answers given together do not undo each other.
  let writes = Promise.resolve();
  const change = (edit: (policies: SitePolicies) => void): Promise<void> => {
    writes = writes
      .catch(() => undefined)
      .then(async () => {
        const policies = await read();
        edit(policies);
        await item.setValue(policies);
      });
    return writes;
  };
  return {
    read,
    set: (sites, policy) => change((policies) => sites.forEach((site) => (policies[site] = policy))),
    remove: (site) => change((policies) => delete policies[site]),
    watch: (callback) => item.watch((value) => callback(checked(value))),
  };
}

/** The sites programs may read through the bridge. */
const readPolicies = definePolicyStore('local:bridgeSitePolicies');

/** Every site the user has decided on. */
export const readSitePolicies = readPolicies.read;

/** Programs may (allow) or may never (block) read these sites from now on. */
export const setSitePolicy = readPolicies.set;

/** The site is asked about again. */
export const removeSitePolicy = readPolicies.remove;

export const watchSitePolicies = readPolicies.watch;
