import { z } from 'zod';

// The OpenAI chat completion request as a careful client sends it. Checked strictly: a key the
// client should not send, a malformed message list or response_format is a contract breach.

const textMessage = z.strictObject({ role: z.enum(['system', 'user', 'assistant']), content: z.string().min(1) });

/** OpenAI's tool calling: the assistant's call (no content), and the tool's answer to it by its id. */
const toolCall = z.strictObject({
  id: z.string().min(1),
  type: z.literal('function'),
  function: z.strictObject({ name: z.string().min(1), arguments: z.string() }),
});
const callMessage = z.strictObject({
  role: z.literal('assistant'),
  content: z.null(),
  tool_calls: z.array(toolCall).min(1),
});
const toolMessage = z.strictObject({ role: z.literal('tool'), tool_call_id: z.string().min(1), content: z.string() });
const message = z.union([textMessage, callMessage, toolMessage]);

const tool = z.strictObject({
  type: z.literal('function'),
  function: z.strictObject({
    name: z.string().regex(/^[a-zA-Z0-9_-]{1,64}$/),
    description: z.string().optional(),
    parameters: z.record(z.string(), z.unknown()),
  }),
});

const responseFormat = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('text') }),
  z.strictObject({ type: z.literal('json_object') }),
  z.strictObject({
    type: z.literal('json_schema'),
    json_schema: z.strictObject({
      name: z.string().regex(/^[a-zA-Z0-9_-]{1,64}$/),
      schema: z.record(z.string(), z.unknown()),
      strict: z.boolean().optional(),
      description: z.string().optional(),
    }),
  }),
]);

export const chatRequestSchema = z.strictObject({
  model: z.string().min(1),
  messages: z.array(message).min(1),
  response_format: responseFormat.optional(),
  max_tokens: z.int().positive().optional(),
  temperature: z.number().min(0).max(2).optional(),
  stream: z.literal(false).optional(),
  tools: z.array(tool).min(1).optional(),
  tool_choice: z.union([z.enum(['auto', 'none', 'required']), z.record(z.string(), z.unknown())]).optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;
export type ChatMessage = ChatRequest['messages'][number];

/** A message's text: its content, or for a tool call the calls' arguments. */
export const messageText = (m: ChatMessage): string =>
  'tool_calls' in m ? m.tool_calls.map((c) => c.function.arguments).join('\n') : m.content;

/**
 * Problems with the conversation's order: a system message only first, then user and assistant by
 * turns, user last. With tools: an assistant's call is followed by one tool message per call (by
 * its id, and none without a call), after which the assistant may go on; the last message is the
 * user's or a tool's.
 */
export function conversationProblems(messages: ChatRequest['messages']): string[] {
  const problems: string[] = [];
  const rest = messages[0]?.role === 'system' ? messages.slice(1) : messages;
  if (rest.some((m) => m.role === 'system')) problems.push('a system message after the first');
  let expect: 'user' | 'assistant' = 'user';
  let open: string[] = [];
  rest.forEach((m, i) => {
    if (m.role === 'tool') {
      if (!open.includes(m.tool_call_id)) problems.push(`message ${i} answers no open tool call`);
      open = open.filter((id) => id !== m.tool_call_id);
      expect = 'assistant';
      return;
    }
    if (open.length) problems.push(`message ${i} comes before the tool calls ${open.join(', ')} are answered`);
    if (m.role !== expect && !(m.role === 'user' && i > 0 && rest[i - 1]?.role === 'tool'))
      problems.push(`message ${i} should be ${expect}`);
    if ('tool_calls' in m) open = m.tool_calls.map((c) => c.id);
    expect = m.role === 'user' ? 'assistant' : 'user';
  });
  if (open.length) problems.push('tool calls left unanswered');
  const last = rest.at(-1)?.role;
  if (last !== 'user' && last !== 'tool') problems.push('the last message is not the user');
  return problems;
}
