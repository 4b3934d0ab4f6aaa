import { z } from 'zod';

/** What the user decided for a site: programs may read it, or never. No entry: ask each time. */
export const sitePolicySchema = z.enum(['allow', 'block']);
export type SitePolicy = z.infer<typeof sitePolicySchema>;

/** Every decided site (siteOf) and its policy. */
export const sitePoliciesSchema = z.record(z.string(), sitePolicySchema);
export type SitePolicies = z.infer<typeof sitePoliciesSchema>;
