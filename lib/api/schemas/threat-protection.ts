import { z } from 'zod';

// Plain domains or wildcard globs: no protocol, path or port (service-interface, threatProtection).
const DOMAIN_GLOB = /^(\*\.)?([a-z0-9*]([a-z0-9*-]{0,61}[a-z0-9*])?\.)*[a-z0-9*]([a-z0-9*-]{0,61}[a-z0-9*])?$/i;
const TLD = /^[a-z0-9-]{1,63}$/;

const domainGlob = z
  .string()
  .trim()
  .regex(DOMAIN_GLOB, 'Use a plain domain such as example.com or a glob such as *.example.com, without protocol, path or port.');

const domainList = z.array(domainGlob).max(1000, 'At most 1000 domains.');

export const threatProtectionSchema = z.strictObject({
  mode: z.enum(['off', 'normal']).optional(),
  riskScoreThreshold: z.int().min(0, 'Use a score from 0 to 100.').max(100, 'Use a score from 0 to 100.').optional(),
  blacklist: domainList.optional(),
  whitelist: domainList.optional(),
  blockedTlds: z
    .array(z.string().regex(TLD, 'Use a lowercase top-level domain without the leading dot, such as zip.'))
    .max(1000, 'At most 1000 top-level domains.')
    .optional(),
  failurePolicy: z.enum(['open', 'closed']).optional(),
});
export type ThreatProtection = z.infer<typeof threatProtectionSchema>;
