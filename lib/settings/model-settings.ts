import { z } from 'zod';
import { httpUrl } from '@/lib/api/schemas/common';

/** The smallest context a model may declare: below it a prompt and an answer hardly fit. */
export const MIN_CONTEXT_TOKENS = 1024;
export const DEFAULT_CONTEXT_TOKENS = 8192;

/** An OpenAI-compatible server (Ollama, LM Studio, llama.cpp's server, a hosted one). */
export const endpointProviderSchema = z.object({
  kind: z.literal('endpoint'),
  /** The server's root, with or without a trailing /v1. */
  baseUrl: httpUrl,
  model: z.string().trim().min(1),
  /** The model's context window in tokens: longer pages are split to fit it. */
  contextTokens: z.int().min(MIN_CONTEXT_TOKENS).default(DEFAULT_CONTEXT_TOKENS),
});

/** Which model answers the formats that need one (json, summary); none until the user picks one. */
export const modelProviderSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  /** Chrome's built-in AI (Prompt API, Summarizer API): the page never leaves the device. */
  z.object({ kind: z.literal('built-in') }),
  endpointProviderSchema,
]);

export type ModelProvider = z.infer<typeof modelProviderSchema>;
export type ModelProviderInput = z.input<typeof modelProviderSchema>;
export type EndpointProvider = z.infer<typeof endpointProviderSchema>;

export const DEFAULT_MODEL_PROVIDER: ModelProvider = { kind: 'none' };
