import type { ModelUsage } from './model-usage';

// The model layer's entry points. They run in the BACKGROUND only: the endpoint's key never leaves
// it. Every failure rejects with an ApiError (lib/api/api-error.ts) whose message says what to do.

export type { ModelUsage } from './model-usage';

export interface ExtractJsonInput {
  /** The page as markdown. */
  text: string;
  /** The user's JSON Schema; checked before any model call. */
  schema?: object;
  prompt?: string;
  systemPrompt?: string;
  signal: AbortSignal;
  onProgress?(message: string): void;
}

export interface ExtractJsonResult {
  data: Record<string, unknown>;
  usage: ModelUsage;
  warnings: string[];
}

export interface SummarizeInput {
  text: string;
  signal: AbortSignal;
  onProgress?(message: string): void;
}

export interface SummarizeResult {
  summary: string;
  usage: ModelUsage;
  warnings: string[];
}

export type BuiltInAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

/** Structured data from the page through the chosen provider, valid against `schema` when given. */
export async function extractJson(_input: ExtractJsonInput): Promise<ExtractJsonResult> {
  throw new Error('not yet');
}

/** A summary of the page through the chosen provider. */
export async function summarize(_input: SummarizeInput): Promise<SummarizeResult> {
  throw new Error('not yet');
}

/** The model ids an OpenAI-compatible endpoint offers (GET {base}/v1/models). */
export async function listEndpointModels(_baseUrl: string, _key?: string, _signal?: AbortSignal): Promise<string[]> {
  throw new Error('not yet');
}

/** Whether Chrome's built-in model can be used here; 'unavailable' where the API does not exist. */
export async function builtInAvailability(): Promise<BuiltInAvailability> {
  throw new Error('not yet');
}
