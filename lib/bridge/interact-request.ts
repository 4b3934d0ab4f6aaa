import { z } from 'zod';

// The interact bodies as the provider's server reads them (apps/api/src/controllers/v2/types.ts:
// scrape-browser's and browser's schemas), not the v2 document alone: a scrape's interact takes a
// `prompt` beside `code` (the SDK and firecrawl-mcp send it), and `ttl`/`activityTtl` in one
// server version. `origin` and `integration` are taken off first (check-body.ts).

export const interactLanguageSchema = z.enum(['python', 'node', 'bash']);
export type InteractLanguage = z.infer<typeof interactLanguageSchema>;

/** Seconds a run may take (a prompt's: each step), and a session's life, as the server bounds them. */
const timeout = z.int().min(1).max(300);
const ttl = z.int().min(30).max(3600);
const activityTtl = z.int().min(10).max(3600);

/** POST /v2/scrape/{scrapeId}/interact. Either `code` or `prompt` (checked by the route, with the service's words). */
export const scrapeInteractBodySchema = z.strictObject({
  code: z.string().min(1).max(100_000).optional(),
  prompt: z.string().min(1).max(10_000).optional(),
  language: interactLanguageSchema.default('node'),
  timeout: timeout.default(30),
  existingSessionId: z.string().optional(),
  ttl: ttl.optional(),
  activityTtl: activityTtl.optional(),
});

/** POST /v2/interact/{id}/execute (and /v2/browser/{id}/execute). */
export const executeBodySchema = z.strictObject({
  code: z.string().min(1).max(100_000),
  language: interactLanguageSchema.default('node'),
  timeout: timeout.default(30),
});

/** POST /v2/interact (and /v2/browser): a session of its own. A profile is the user's own browser here. */
export const createSessionBodySchema = z.strictObject({
  ttl: ttl.optional(),
  activityTtl: activityTtl.optional(),
  streamWebView: z.boolean().optional(),
  profile: z.strictObject({ name: z.string().min(1).max(128), saveChanges: z.boolean().optional() }).optional(),
});
