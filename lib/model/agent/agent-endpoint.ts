import { z } from 'zod';
import { t } from '@/lib/i18n/t';
import { modelError } from '@/lib/model/model-errors';
import type { EndpointProvider } from '@/lib/settings/model-settings';
import { answerTokens } from '@/lib/model/endpoint/endpoint-backend';
import { chatFailure } from '@/lib/model/endpoint/endpoint-chat';
import { endpointFetch } from '@/lib/model/endpoint/endpoint-fetch';
import { endpointHost, endpointUrl } from '@/lib/model/endpoint/endpoint-url';
import {
  answerExcerpt,
  type AgentMessage,
  type AgentModel,
  type AgentStep,
  type AgentTool,
} from '@/lib/model/agent/agent-model';

/** One step is a short answer; a model on a CPU still takes its time over a long snapshot. */
const STEP_TIMEOUT_MS = 120_000;

const completionSchema = z.object({
  choices: z
    .array(
      z.looseObject({
        message: z.looseObject({
          content: z.string().nullable().optional(),
          tool_calls: z
            .array(
              z.looseObject({
                id: z.string().optional(),
                function: z.looseObject({ name: z.string(), arguments: z.unknown() }),
              }),
            )
            .nullable()
            .optional(),
        }),
      }),
    )
    .min(1),
  usage: z
    .looseObject({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional() })
    .nullable()
    .optional(),
});

/** The conversation as chat completions take it: a call is the assistant's tool_calls, its answer a tool message. */
function wireMessages(messages: AgentMessage[], tool: AgentTool): unknown[] {
  return messages.map((m) => {
    if (m.role === 'assistant' && m.call)
      return {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: m.call.id,
            type: 'function',
            function: { name: tool.name, arguments: JSON.stringify({ [tool.argument.name]: m.call.argument }) },
          },
        ],
      };
    if (m.role === 'tool') return { role: 'tool', tool_call_id: m.callId, content: m.content };
    return { role: m.role, content: m.content };
  });
}

const toolOf = (tool: AgentTool) => ({
  type: 'function',
  function: {
    name: tool.name,
    description: tool.description,
    parameters: {
      type: 'object',
      properties: { [tool.argument.name]: { type: 'string', description: tool.argument.description } },
      required: [tool.argument.name],
      additionalProperties: false,
    },
  },
});

/** An OpenAI-compatible endpoint that calls tools (Ollama, LM Studio, llama.cpp's server, vLLM, OpenAI). */
export function endpointAgent(provider: EndpointProvider, key?: string): AgentModel {
  const host = endpointHost(provider.baseUrl);
  return {
    provider: host,
    async step(messages, tool, signal) {
      const answer = await endpointFetch({
        url: endpointUrl(provider.baseUrl, 'chat/completions'),
        method: 'POST',
        key,
        signal,
        timeoutMs: STEP_TIMEOUT_MS,
        body: {
          model: provider.model,
          messages: wireMessages(messages, tool),
          tools: [toolOf(tool)],
          tool_choice: 'auto',
          max_tokens: answerTokens(provider.contextTokens),
          temperature: 0,
          stream: false,
        },
      });
      if (answer.status >= 400) throw await chatFailure({ provider, key, signal }, answer);
      const completion = completionSchema.safeParse(answer.body);
      if (!completion.success) throw modelError('bad-response', 'MODEL_BAD_RESPONSE', t('model_badResponse', host));
      const message = completion.data.choices[0]!.message;
      const usage = completion.data.usage;
      const tokens = { inputTokens: usage?.prompt_tokens, outputTokens: usage?.completion_tokens };
      return { step: readStep(message, tool, host), tokens };
    },
  };
}

function readStep(
  message: z.infer<typeof completionSchema>['choices'][number]['message'],
  tool: AgentTool,
  host: string,
): AgentStep {
  const [call] = message.tool_calls ?? [];
  if (call) {
    const raw = call.function.arguments;
    const argument = argumentOf(raw, tool);
    if (call.function.name !== tool.name || argument === undefined)
      throw nonsense(host, `${call.function.name}(${typeof raw === 'string' ? raw : JSON.stringify(raw)})`);
    return { kind: 'call', id: call.id ?? `call-${Date.now()}`, argument };
  }
  const content = (message.content ?? '').trim();
  // Some small models write the call as JSON in their text instead of a tool call.
  const written = argumentOf(content, tool);
  if (written !== undefined && content.startsWith('{'))
    return { kind: 'call', id: `call-${Date.now()}`, argument: written };
  if (!content) throw nonsense(host, JSON.stringify(message));
  return { kind: 'answer', text: content };
}

/** The tool's argument from a call's arguments (a JSON text, or an object some servers send). */
function argumentOf(raw: unknown, tool: AgentTool): string | undefined {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  }
  const argument =
    value && typeof value === 'object' ? (value as Record<string, unknown>)[tool.argument.name] : undefined;
  return typeof argument === 'string' && argument.trim() ? argument : undefined;
}

/** The model answered neither a call nor an answer: the error carries what it said. */
export const nonsense = (host: string, said: string) =>
  modelError('bad-response', 'MODEL_NONSENSE', t('model_agentNonsense', host, answerExcerpt(said)), {
    details: { answer: said },
  });
