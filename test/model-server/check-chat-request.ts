import { z } from 'zod';

// The OpenAI chat completion request as a careful client sends it. Checked strictly: a key the
// client should not send, a malformed message list or response_format is a contract breach.

const message = z.strictObject({ role: z.enum(['system', 'user', 'assistant']), content: z.string().min(1) });

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
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** Problems with the conversation's order: a system message only first, then user and assistant by turns, user last. */
export function conversationProblems(messages: ChatRequest['messages']): string[] {
  const problems: string[] = [];
  const rest = messages[0]?.role === 'system' ? messages.slice(1) : messages;
  if (rest.some((m) => m.role === 'system')) problems.push('a system message after the first');
  rest.forEach((m, i) => {
    if (m.role !== (i % 2 === 0 ? 'user' : 'assistant'))
      problems.push(`message ${i} should be ${i % 2 ? 'assistant' : 'user'}`);
  });
  if (rest.at(-1)?.role !== 'user') problems.push('the last message is not the user');
  return problems;
}
