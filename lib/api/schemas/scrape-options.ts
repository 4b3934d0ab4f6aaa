import { z } from 'zod';
import { actionSchema, MAX_ACTIONS } from '@/lib/api/schemas/actions';
import { headerMap, jsonSchemaObject, milliseconds, MIN_TIMEOUT_MS, optIn } from '@/lib/api/schemas/common';
import { threatProtectionSchema } from '@/lib/api/schemas/threat-protection';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import { SCRAPE_FORMATS } from '@/lib/api/schemas/scrape-constants';

export {
  LOCAL_ONLY_FORMATS,
  PAGE_FACT_FORMATS,
  SCRAPE_DEFAULTS,
  SCRAPE_FORMATS,
} from '@/lib/api/schemas/scrape-constants';

export const scrapeFormatSchema = z.enum(SCRAPE_FORMATS);
export type ScrapeFormat = z.infer<typeof scrapeFormatSchema>;

export const jsonOptionsSchema = z.strictObject({
  schema: jsonSchemaObject.optional(),
  systemPrompt: z.string().optional(),
  prompt: z.string().optional(),
  // Newer than the published documents; sent only when turned on (api-notes).
  checkPromptInjection: optIn,
});

export const changeTrackingOptionsSchema = z.strictObject({
  modes: z.array(z.enum(['git-diff', 'json'])).optional(),
  schema: jsonSchemaObject.optional(),
  prompt: z.string().optional(),
  tag: z.string().nullable().optional(),
});

export const locationSchema = z.strictObject({
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, t('apiSchema_countryCode'))
    .optional(),
  languages: z.array(z.string().min(1)).optional(),
});

export const PROXY_MODES = ['basic', 'enhanced', 'auto'] as const;

/**
 * Every scrape option of the interface, with no defaults filled in: a request carries only what
 * the user set, because the service answers unknown or client-only keys with a 400.
 */
export const scrapeOptionsShape = {
  formats: z.array(scrapeFormatSchema).optional(),
  changeTrackingOptions: changeTrackingOptionsSchema.optional(),
  onlyMainContent: z.boolean().optional(),
  includeTags: z.array(z.string().min(1)).optional(),
  excludeTags: z.array(z.string().min(1)).optional(),
  maxAge: milliseconds.optional(),
  headers: headerMap.optional(),
  waitFor: milliseconds.optional(),
  mobile: z.boolean().optional(),
  skipTlsVerification: z.boolean().optional(),
  timeout: z.int().min(MIN_TIMEOUT_MS, t('apiSchema_timeoutMin')).optional(),
  parsePDF: z.boolean().optional(),
  jsonOptions: jsonOptionsSchema.optional(),
  actions: z.array(actionSchema).max(MAX_ACTIONS, tPlural('apiSchema_actionsMax', MAX_ACTIONS)).optional(),
  location: locationSchema.optional(),
  removeBase64Images: z.boolean().optional(),
  blockAds: z.boolean().optional(),
  proxy: z.enum(PROXY_MODES).optional(),
  storeInCache: z.boolean().optional(),
  threatProtection: threatProtectionSchema.optional(),
};
