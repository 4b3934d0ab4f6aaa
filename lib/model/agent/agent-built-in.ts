import { t } from '@/lib/i18n/t';
import type { BuiltInScope, PromptMessage } from '@/lib/model/built-in/built-in-api';
import { withSession } from '@/lib/model/built-in/built-in-session';
import { BUILT_IN_PROVIDER } from '@/lib/model/built-in/built-in-backend';
import { nonsense } from '@/lib/model/agent/agent-endpoint';
import type { AgentMessage, AgentModel, AgentStep, AgentTool } from '@/lib/model/agent/agent-model';

/**
 * The step's shape: run the tool with this text, or answer with it. The Prompt API holds the
 * model's answer to it (responseConstraint), which stands for a tool call where Chrome's native
 * tool use is still behind a flag (research notes, issue 61: google/adk-js does the same).
 */
const STEP_SCHEMA = {
  type: 'object',
  properties: {
    action: { type: 'string', enum: ['run', 'answer'] },
    text: { type: 'string' },
  },
  required: ['action', 'text'],
  additionalProperties: false,
};

/** The conversation as the Prompt API's messages: a call is the model's JSON step, a result a user message. */
function promptMessages(messages: AgentMessage[], tool: AgentTool): PromptMessage[] {
  return messages.map((m): PromptMessage => {
    if (m.role === 'system')
      return {
        role: 'system',
        content: `${m.content}\n\n${t('model_agentJsonSteps', tool.name, tool.argument.description)}`,
      };
    if (m.role === 'assistant')
      return {
        role: 'assistant',
        content: JSON.stringify(
          m.call ? { action: 'run', text: m.call.argument } : { action: 'answer', text: m.content },
        ),
      };
    if (m.role === 'tool') return { role: 'user', content: t('model_agentToolResult', m.content) };
    return { role: 'user', content: m.content };
  });
}

/** Chrome's built-in model as an agent: each step a fresh session holding the conversation so far. */
export function builtInAgent(scope: BuiltInScope): AgentModel {
  return {
    provider: BUILT_IN_PROVIDER,
    step(messages, tool, signal) {
      const all = promptMessages(messages, tool);
      const last = all.at(-1)?.content ?? '';
      return withSession(scope, all.slice(0, -1), signal, undefined, async (session) => {
        const text = await session.prompt(last, { responseConstraint: STEP_SCHEMA, signal });
        return { step: readStep(text), tokens: {} };
      });
    },
  };
}

function readStep(text: string): AgentStep {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw nonsense(BUILT_IN_PROVIDER, text);
  }
  const { action, text: said } = (value ?? {}) as { action?: unknown; text?: unknown };
  if (typeof said !== 'string' || !said.trim() || (action !== 'run' && action !== 'answer'))
    throw nonsense(BUILT_IN_PROVIDER, text);
  return action === 'run' ? { kind: 'call', id: `call-${Date.now()}`, argument: said } : { kind: 'answer', text: said };
}
