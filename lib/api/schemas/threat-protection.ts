import { z } from 'zod';
import { t } from '@/lib/i18n/t';

// Plain domains or wildcard globs: no protocol, path or port (service-interface, threatProtection).
const DOMAIN_GLOB = /^(\*\.)?([a-z0-9*]([a-z0-9*-]{0,61}[a-z0-9*])?\.)*[a-z0-9*]([a-z0-9*-]{0,61}[a-z0-9*])?$/i;
const TLD = /^[a-z0-9-]{1,63}$/;

const domainGlob = z.string().trim().regex(DOMAIN_GLOB, t('apiSchema_domainGlob'));

const domainList = z.array(domainGlob).max(1000, t('apiSchema_domainsMax'));

/** The risk score's scale, which the form shows as well. */
export const RISK_SCORE = { min: 0, max: 100 } as const;

export const threatProtectionSchema = z.strictObject({
  mode: z.enum(['off', 'normal']).optional(),
  riskScoreThreshold: z
    .int()
    .min(RISK_SCORE.min, t('apiSchema_riskScore'))
    .max(RISK_SCORE.max, t('apiSchema_riskScore'))
    .optional(),
  blacklist: domainList.optional(),
  whitelist: domainList.optional(),
  blockedTlds: z
    .array(z.string().regex(TLD, t('apiSchema_tld')))
    .max(1000, t('apiSchema_tldsMax'))
    .optional(),
  failurePolicy: z.enum(['open', 'closed']).optional(),
});
export type ThreatProtection = z.infer<typeof threatProtectionSchema>;
