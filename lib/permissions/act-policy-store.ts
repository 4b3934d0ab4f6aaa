import { definePolicyStore } from '@/lib/permissions/site-policy-store';

/**
 * The sites the user let programs act on (click, type, navigate) through the bridge, kept apart
 * from the sites they may read: consent to act is not consent to read (docs/interact.md).
 */
export const actPolicies = definePolicyStore('local:bridgeActPolicies');
