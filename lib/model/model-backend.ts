import type { CallTokens } from '@/lib/model/model-usage';

/** One message of a conversation, as OpenAI-compatible servers and the Prompt API both take it. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface PartRoom {
  chars: number;
  /** The model's whole context, for the message when the room is too small. */
  contextTokens: number;
}

export interface BackendAnswer {
  text: string;
  tokens: CallTokens;
  /** The model stopped at its answer length limit. */
  truncated?: boolean;
}

export interface CompleteRequest {
  messages: ChatMessage[];
  /** Constrain the answer to JSON (matching `schema` where the provider can). */
  json: boolean;
  schema?: Record<string, unknown>;
  signal: AbortSignal;
  onProgress?(message: string): void;
}

export interface SummarizeRequest {
  text: string;
  /** The text is summaries of parts, to be combined into one. */
  combine: boolean;
  signal: AbortSignal;
  onProgress?(message: string): void;
}

/** A provider as the extraction and the summary use it: the endpoint client or Chrome's built-in AI. */
export interface ModelBackend {
  /** 'built-in' or the endpoint's host (ModelUsage.provider). */
  readonly provider: string;
  /** How many characters of page text one call can carry next to `fixedPrompt` and the answer. */
  partChars(fixedPrompt: string, signal: AbortSignal): Promise<PartRoom>;
  complete(request: CompleteRequest): Promise<BackendAnswer>;
  summarize(request: SummarizeRequest): Promise<BackendAnswer>;
}

/** The rough size of text in tokens, where the model cannot count them: about 4 characters each. */
export const CHARS_PER_TOKEN = 4;

/** The most a repair note (what is wrong with the first answer) takes. */
export const REPAIR_NOTE_CHARS = 800;
export const REPAIR_NOTE_TOKENS = 64 + REPAIR_NOTE_CHARS / CHARS_PER_TOKEN;

/** Page text below this per part is no page at all: the context is too small. */
export const MIN_PART_CHARS = 500;
