import { z } from 'zod';
import { looseObject, maybe } from '@/lib/api/schemas/common';
import { t } from '@/lib/i18n/t';

// The service's interact sessions (v2 OpenAPI: "Interact", and /scrape/{jobId}/interact). Requests
// are strict (what the service takes); answers lenient (unknown fields kept, optional ones nullish).
// Where the document and the provider's server differ, the server is followed (docs/interact.md).

/** What runs the code: a Playwright `page` (node, python) or agent-browser commands (bash). */
export const INTERACT_LANGUAGES = ['node', 'python', 'bash'] as const;
export const interactLanguageSchema = z.enum(INTERACT_LANGUAGES);
export type InteractLanguage = z.infer<typeof interactLanguageSchema>;

/** Seconds a run may take (a prompt's: each step of the agent); the service's default is 30. */
export const INTERACT_TIMEOUT = { min: 1, max: 300, default: 30 } as const;
/** The document counts code in characters on the scrape's route; the server counts UTF-8 bytes on a session's. */
export const CODE_MAX = 100_000;
/** The server's limit on a prompt (the document does not name `prompt`). */
export const PROMPT_MAX = 10_000;
/** A session's life, and its life without activity, in seconds (POST /interact). */
export const SESSION_TTL = { min: 30, max: 3600 } as const;
export const SESSION_ACTIVITY_TTL = { min: 10, max: 3600 } as const;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

export const interactTimeoutSchema = z
  .int(t('interact_timeoutRange', INTERACT_TIMEOUT.min, INTERACT_TIMEOUT.max))
  .min(INTERACT_TIMEOUT.min, t('interact_timeoutRange', INTERACT_TIMEOUT.min, INTERACT_TIMEOUT.max))
  .max(INTERACT_TIMEOUT.max, t('interact_timeoutRange', INTERACT_TIMEOUT.min, INTERACT_TIMEOUT.max));

export const interactCodeSchema = z
  .string()
  .refine((code) => code.trim() !== '', t('interact_codeEmpty'))
  .refine((code) => code.length <= CODE_MAX, t('interact_codeTooLong', CODE_MAX));
export const interactPromptSchema = z
  .string()
  .refine((prompt) => prompt.trim() !== '', t('interact_promptEmpty'))
  .refine((prompt) => prompt.length <= PROMPT_MAX, t('interact_promptTooLong', PROMPT_MAX));

/**
 * POST /v2/scrape/{scrapeId}/interact: code, or a prompt an agent of the service carries out. The
 * document names only `code`; the server (and the SDK, and firecrawl-mcp) take `prompt` too, and
 * run the code when both are given, so one of the two is sent, never both.
 */
export const scrapeInteractRequestSchema = z
  .strictObject({
    code: interactCodeSchema.optional(),
    prompt: interactPromptSchema.optional(),
    language: interactLanguageSchema.optional(),
    timeout: interactTimeoutSchema.optional(),
    /** A label for the service's telemetry. */
    origin: z.string().optional(),
  })
  .superRefine((request, ctx) => {
    if (request.code === undefined && request.prompt === undefined)
      ctx.addIssue({ code: 'custom', path: ['code'], message: t('interact_codeOrPrompt') });
    if (request.code !== undefined && request.prompt !== undefined)
      ctx.addIssue({ code: 'custom', path: ['prompt'], message: t('interact_notBoth') });
  });
export type ScrapeInteractRequest = z.infer<typeof scrapeInteractRequestSchema>;

/** POST /v2/interact/{sessionId}/execute: code only (the server drops a prompt and refuses the request). */
export const sessionExecuteRequestSchema = z.strictObject({
  code: interactCodeSchema.refine((code) => utf8Bytes(code) <= CODE_MAX, t('interact_codeTooLong', CODE_MAX)),
  language: interactLanguageSchema.optional(),
  timeout: interactTimeoutSchema.optional(),
});
export type SessionExecuteRequest = z.infer<typeof sessionExecuteRequestSchema>;

/** POST /v2/interact: a browser of its own, on a blank page. */
export const sessionCreateRequestSchema = z.strictObject({
  ttl: z.int().min(SESSION_TTL.min).max(SESSION_TTL.max).optional(),
  activityTtl: z.int().min(SESSION_ACTIVITY_TTL.min).max(SESSION_ACTIVITY_TTL.max).optional(),
  streamWebView: z.boolean().optional(),
  profile: z
    .strictObject({
      name: z.string().min(1).max(128),
      saveChanges: z.boolean().optional(),
    })
    .optional(),
});
export type SessionCreateRequest = z.infer<typeof sessionCreateRequestSchema>;

const text = maybe(z.string());

/** What a run printed and how it ended. `success` is false on the scrape's route when the run failed. */
export const runAnswerFields = {
  success: maybe(z.boolean()),
  /** The agent's final answer (a prompt's run only). */
  output: text,
  stdout: text,
  /** The same as stdout (a prompt's run: the last look at the page). */
  result: text,
  stderr: text,
  exitCode: maybe(z.number()),
  /** The run was stopped: it went past its timeout. */
  killed: maybe(z.boolean()),
  error: text,
};

/** The answer of POST /v2/scrape/{scrapeId}/interact: the run, and the session's addresses. */
export const scrapeInteractResponseSchema = looseObject({
  ...runAnswerFields,
  /** The session's id, in the servers' newer answers (not in the document). */
  sessionId: text,
  cdpUrl: text,
  liveViewUrl: text,
  interactiveLiveViewUrl: text,
});
export type ScrapeInteractResponse = z.infer<typeof scrapeInteractResponseSchema>;

/** The answer of POST /v2/interact/{sessionId}/execute: `success` stays true when the code failed. */
export const sessionExecuteResponseSchema = looseObject(runAnswerFields);
export type SessionExecuteResponse = z.infer<typeof sessionExecuteResponseSchema>;

/** A stopped session: how long it ran and what it cost, as far as the service says. */
export const sessionStoppedSchema = looseObject({
  success: maybe(z.boolean()),
  status: text,
  sessionDurationMs: maybe(z.number()),
  creditsBilled: maybe(z.number()),
  cleanupQueued: maybe(z.boolean()),
});
export type SessionStopped = z.infer<typeof sessionStoppedSchema>;

export const sessionCreatedSchema = looseObject({
  success: maybe(z.boolean()),
  id: z.string(),
  cdpUrl: text,
  liveViewUrl: text,
  interactiveLiveViewUrl: text,
  expiresAt: text,
});
export type SessionCreated = z.infer<typeof sessionCreatedSchema>;

/** A listed session; `status` is active or destroyed (the server also knows `error`). */
export const interactSessionSchema = looseObject({
  id: z.string(),
  status: maybe(z.string()),
  cdpUrl: text,
  liveViewUrl: text,
  interactiveLiveViewUrl: text,
  streamWebView: maybe(z.boolean()),
  createdAt: text,
  lastActivity: text,
});
export type InteractSession = z.infer<typeof interactSessionSchema>;

export const SESSION_STATUSES = ['active', 'destroyed'] as const;
export const sessionListSchema = looseObject({
  success: maybe(z.boolean()),
  sessions: z.array(interactSessionSchema),
});
export type SessionList = z.infer<typeof sessionListSchema>;
