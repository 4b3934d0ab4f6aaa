import { isDeepStrictEqual } from 'node:util';
import { messageText, type ChatRequest } from './check-chat-request';
import { breakSchema, fillFree, fillSchema, summaryOf } from './fill-schema';
import type { Behaviour } from './types';

/** The schema the client asked for: in response_format, or (JSON mode) a JSON object line of its first prompt. */
export function askedSchema(request: ChatRequest): unknown {
  const format = request.response_format;
  if (format?.type === 'json_schema') return format.json_schema.schema;
  if (format?.type !== 'json_object') return undefined;
  const first = request.messages.find((m) => m.role === 'user');
  const prompt = first ? messageText(first) : '';
  for (const line of prompt.split('\n')) {
    if (!line.trim().startsWith('{')) continue;
    try {
      const parsed = JSON.parse(line) as unknown;
      if (parsed && typeof parsed === 'object' && ('properties' in parsed || 'type' in parsed)) return parsed;
    } catch {
      // Not the schema line.
    }
  }
  return undefined;
}

/** Whether the schema the client sent is the one the test asked for. */
export const sameSchema = (sent: unknown, expected: unknown) => isDeepStrictEqual(sent, expected);

const tokens = (text: string) => Math.ceil(text.length / 4);
export const promptTokens = (request: ChatRequest) => tokens(request.messages.map(messageText).join('\n'));

/** The answer's content for a behaviour that answers 200. */
function content(request: ChatRequest, behaviour: Behaviour): string {
  // The page is in the first user message; a repair call carries it too.
  const user = request.messages.find((m) => m.role === 'user');
  const page = user ? messageText(user) : '';
  if (!request.response_format || request.response_format.type === 'text') {
    const lastMessage = request.messages.at(-1);
    const last = lastMessage ? messageText(lastMessage) : '';
    return summaryOf(last);
  }
  const schema = askedSchema(request);
  switch (behaviour) {
    case 'invalid-json':
      return 'Sure! The page is about a product, but I could not put it in the requested form.';
    case 'not-object':
      return '[1, 2, 3]';
    case 'break-schema':
      return JSON.stringify(breakSchema(schema));
    default: {
      const answer = schema ? fillSchema(schema, page) : fillFree(page);
      // Models like fences: the client must strip them.
      return '```json\n' + JSON.stringify(answer, null, 2) + '\n```';
    }
  }
}

/** An OpenAI chat completion. */
export function completion(request: ChatRequest, behaviour: Behaviour) {
  const text = content(request, behaviour);
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: text },
        finish_reason: behaviour === 'truncated' ? 'length' : 'stop',
      },
    ],
    usage: { prompt_tokens: promptTokens(request), completion_tokens: tokens(text), total_tokens: 0 },
  };
}

/** What a scripted agent does next: call a tool with these arguments, or answer. */
export type AgentTurn =
  { call: { name: string; arguments: Record<string, unknown> } } | { content: string } | { raw: string };

/** A chat completion of an agent's turn: a tool call (finish_reason tool_calls), an answer, or prose as sent. */
export function agentCompletion(request: ChatRequest, turn: AgentTurn, n: number) {
  const message =
    'call' in turn
      ? {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: `call_${n}`,
              type: 'function',
              function: { name: turn.call.name, arguments: JSON.stringify(turn.call.arguments) },
            },
          ],
        }
      : { role: 'assistant', content: 'content' in turn ? turn.content : turn.raw };
  return {
    id: `chatcmpl-agent-${n}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: [{ index: 0, message, finish_reason: 'call' in turn ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: promptTokens(request), completion_tokens: 10, total_tokens: 0 },
  };
}
