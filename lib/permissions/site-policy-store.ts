import { storage } from 'wxt/utils/storage';
import { sitePoliciesSchema, type SitePolicies, type SitePolicy } from '@/lib/permissions/site-policy-schema';

// Kept in storage.local so a decision outlives the browser; Options and the background both write
// it. Checked on every read: a hand-edited or older value reads as "ask" rather than as a yes.
const policiesItem = storage.defineItem<unknown>('local:bridgeSitePolicies', { fallback: {} });

const checked = (value: unknown): SitePolicies => {
  const parsed = sitePoliciesSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
};

/** Every site the user has decided on. */
export const readSitePolicies = async (): Promise<SitePolicies> => checked(await policiesItem.getValue());

// One change at a time in this context, so two answers given together do not undo each other.
let writes = Promise.resolve();
const change = (edit: (policies: SitePolicies) => void): Promise<void> => {
  writes = writes
    .catch(() => undefined)
    .then(async () => {
      const policies = await readSitePolicies();
      edit(policies);
      await policiesItem.setValue(policies);
    });
  return writes;
};

/** Programs may (allow) or may never (block) read these sites from now on. */
export const setSitePolicy = (sites: readonly string[], policy: SitePolicy): Promise<void> =>
  change((policies) => sites.forEach((site) => (policies[site] = policy)));

/** The site is asked about again. */
export const removeSitePolicy = (site: string): Promise<void> => change((policies) => delete policies[site]);

/** Calls back with the policies whenever any page or the background changes them. */
export const watchSitePolicies = (callback: (policies: SitePolicies) => void): (() => void) =>
  policiesItem.watch((value) => callback(checked(value)));
