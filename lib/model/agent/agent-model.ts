import type { CallTokens } from '@/lib/model/model-usage';

// A model that acts through one tool, step by step: it is sent the conversation so far and
// answers either a call of the tool or its final answer. The endpoint does it with real tool calls
// (OpenAI's chat completions with `tools`); Chrome's built-in model, whose tool use is still
// behind a flag, with its answer held to a JSON shape that stands for one (agent-built-in.ts).

/** The tool the model may call: one text argument (agent-browser commands, for interact). */
export interface AgentTool {
  name: string;
  description: string;
  /** The argument's name and what it holds. */
  argument: { name: string; description: string };
}

export type AgentMessage =
  | { role: 'system' | 'user'; content: string }
  /** The model's step: its call of the tool (as it wrote it), or its answer. */
  | { role: 'assistant'; content: string; call?: { id: string; argument: string } }
  /** What the tool gave back for the call `callId`. */
  | { role: 'tool'; callId: string; content: string };

export type AgentStep = { kind: 'call'; id: string; argument: string } | { kind: 'answer'; text: string };

export interface AgentStepResult {
  step: AgentStep;
  tokens: CallTokens;
}

export interface AgentModel {
  /** 'built-in' or the endpoint's host. */
  readonly provider: string;
  /** The model's next step; rejects with an ApiError (model-errors.ts), with its words when it answered nonsense. */
  step(messages: AgentMessage[], tool: AgentTool, signal: AbortSignal): Promise<AgentStepResult>;
}

/** A model's answer cut for an error message: enough to see what it said. */
export const answerExcerpt = (text: string, max = 500): string =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;
