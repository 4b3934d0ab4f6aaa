import type { AgentTurn } from './chat-answer';
import type { ChatRequest } from './check-chat-request';

/** What the next chat completion does (one use each, in order, like the contract server's failNext). */
export type Behaviour =
  | 'well' // a JSON answer built from the page text it was sent (fill-schema.ts)
  | 'invalid-json' // prose with no JSON in it
  | 'break-schema' // JSON whose every property has the wrong type
  | 'not-object' // a JSON array, not an object
  | 'stall' // no answer until the client gives up (its abort or timeout)
  | 'truncated' // a good answer, finish_reason "length"
  | { status: number; retryAfter?: number | string; message?: string }; // an error answer

export interface ModelServerOptions {
  /** The models /v1/models lists and chat completions accept; others answer 404. */
  models?: string[];
  /** When set, every request must carry `Authorization: Bearer <key>`, else 401. */
  key?: string;
  /** false: a json_schema response_format answers 400 (a server with JSON mode only). */
  jsonSchema?: boolean;
  /** Per model: prompt + max_tokens (at ~4 characters a token) beyond this answers 400. */
  contextTokens?: Record<string, number>;
}

export interface RecordedModelRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  at: number;
}

/** A test's agent: given the request (its messages, the snapshot it was sent), its next turn. */
export type AgentScript = (request: ChatRequest) => AgentTurn;

export interface ModelServer {
  url: string;
  /** Every request, oldest first. */
  requests: RecordedModelRequest[];
  /** Contract breaches the client committed (each also answered 400): a test expects none. */
  violations: string[];
  /** The next chat completions behave so, one use per entry (times: how many uses). */
  answerNext(behaviour: Behaviour, times?: number): void;
  /** Requests that offer tools are answered by this script (until reset). */
  scriptAgent(script: AgentScript | undefined): void;
  /** Every json_schema (or, in JSON mode, the schema in the prompt) must equal this one. */
  expectSchema(schema: unknown): void;
  /** The chat completion requests, oldest first. */
  readonly chats: RecordedModelRequest[];
  /** Changes the options for the rest of the test (until reset). */
  configure(options: Partial<ModelServerOptions>): void;
  reset(): void;
  close(): Promise<void>;
}
