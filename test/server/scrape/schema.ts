import { z } from 'zod';
import { jsonSchemaObject, strictObject } from '../validation';
import { actionsSchema } from './actions-schema';
import { crossFieldRules } from './rules';
import { urlProblem } from './url';

// POST /v1/scrape body, strict at every level (api-notes.md: unknown keys are a 400 on v1 too).
export const SCRAPE_FORMATS = [
  'markdown',
  'html',
  'rawHtml',
  'links',
  'screenshot',
  'screenshot@fullPage',
  'json',
  'changeTracking',
] as const;
const s = <T extends z.ZodRawShape>(shape: T) => strictObject(shape, 'v1');

export const url = z.string().superRefine((value, ctx) => {
  const problem = urlProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const jsonOptionsBase = {
  schema: jsonSchemaObject.optional(),
  systemPrompt: z.string().optional(),
  prompt: z.string().optional(),
};

export const threatProtection = s({
  mode: z.enum(['off', 'normal']).optional(),
  riskScoreThreshold: z.number().int().min(0).max(100).optional(),
  blacklist: z.array(z.string()).max(1000).optional(),
  whitelist: z.array(z.string()).max(1000).optional(),
  blockedTlds: z.array(z.string()).max(1000).optional(),
  failurePolicy: z.enum(['open', 'closed']).optional(),
});

export const location = s({
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Invalid country code. Please use a valid ISO 3166-1 alpha-2 country code.')
    .optional(),
  languages: z.array(z.string()).optional(),
});

const fields = {
  url,
  formats: z.array(z.enum(SCRAPE_FORMATS)).optional(),
  changeTrackingOptions: s({
    modes: z.array(z.enum(['git-diff', 'json'])).optional(),
    schema: jsonSchemaObject.optional(),
    prompt: z.string().optional(),
    tag: z.string().nullable().optional(),
  }).optional(),
  onlyMainContent: z.boolean().optional(),
  includeTags: z.array(z.string()).optional(),
  excludeTags: z.array(z.string()).optional(),
  maxAge: z.number().int().min(0).optional(),
  headers: z.record(z.string(), z.string()).optional(),
  waitFor: z.number().int().min(0).max(60000, 'waitFor must not exceed 60000 ms').optional(),
  mobile: z.boolean().optional(),
  skipTlsVerification: z.boolean().optional(),
  timeout: z.number().int().min(1000, 'timeout must be at least 1000 ms').optional(),
  parsePDF: z.boolean().optional(),
  jsonOptions: s(jsonOptionsBase).optional(),
  actions: actionsSchema.optional(),
  location: location.optional(),
  removeBase64Images: z.boolean().optional(),
  blockAds: z.boolean().optional(),
  proxy: z.enum(['basic', 'enhanced', 'auto']).optional(),
  storeInCache: z.boolean().optional(),
  threatProtection: threatProtection.optional(),
  zeroDataRetention: z.boolean().optional(),
  // The real server accepts these analytics fields too (its SDK sends origin).
  origin: z.string().optional(),
  integration: z.string().nullable().optional(),
};

const plain = s(fields).superRefine(crossFieldRules);
// jsonOptions.checkPromptInjection is known only to servers newer than 2026-08.
const withInjectionCheck = s({
  ...fields,
  jsonOptions: s({ ...jsonOptionsBase, checkPromptInjection: z.boolean().optional() }).optional(),
}).superRefine(crossFieldRules);

export type ScrapeRequest = z.infer<typeof withInjectionCheck>;

export function scrapeSchema(promptInjectionCheck: boolean): z.ZodType<ScrapeRequest> {
  return promptInjectionCheck ? withInjectionCheck : plain;
}
