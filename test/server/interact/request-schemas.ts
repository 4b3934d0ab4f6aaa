import { z } from 'zod';

// The provider's server's own checks of interact requests (apps/api/src/controllers/v2/scrape-browser.ts
// and browser.ts), written here apart from lib/: its objects are not strict (an unknown key is
// dropped), a scrape's interact takes `prompt` beside `code` (the document names only `code`), and a
// session's execute counts code in UTF-8 bytes.

const language = z.enum(['python', 'node', 'bash']).default('node');

export const scrapeInteractBody = z
  .object({
    code: z.string().min(1).max(100_000).optional(),
    prompt: z.string().min(1).max(10_000).optional(),
    language,
    timeout: z.number().min(1).max(300).default(30),
    origin: z.string().optional(),
    integration: z.string().optional(),
    existingSessionId: z.string().optional(),
    ttl: z.number().min(30).max(3600).optional(),
    activityTtl: z.number().min(10).max(3600).optional(),
  })
  .refine((body) => body.code || body.prompt, { message: "Either 'code' or 'prompt' must be provided." });

export const sessionCreateBody = z.object({
  ttl: z.number().int().min(30).max(3600).default(600),
  activityTtl: z.number().int().min(10).max(3600).default(300),
  streamWebView: z.boolean().default(true),
  recordSession: z.boolean().default(true),
  integration: z.string().optional(),
  profile: z.object({ name: z.string().min(1).max(128), saveChanges: z.boolean().default(true) }).optional(),
});

export const sessionExecuteBody = z.object({
  code: z
    .string()
    .min(1)
    .refine((value) => Buffer.byteLength(value, 'utf8') <= 100_000, 'Code must not exceed 100,000 UTF-8 bytes.'),
  language,
  timeout: z.number().int().min(1).max(300).default(30),
  origin: z.string().optional(),
});

export const listStatus = z.enum(['active', 'destroyed', 'error']).optional();

/** The document's path parameter: a scrape's id is a uuid. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
