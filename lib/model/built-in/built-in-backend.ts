import { t } from '@/lib/i18n/t';
import type {
  BackendAnswer,
  ChatMessage,
  CompleteRequest,
  ModelBackend,
  SummarizeRequest,
} from '@/lib/model/model-backend';
import { CHARS_PER_TOKEN, REPAIR_NOTE_TOKENS } from '@/lib/model/model-backend';
import { builtInScope, type BuiltInScope } from '@/lib/model/built-in/built-in-api';
import { builtInSummary } from '@/lib/model/built-in/built-in-summarize';
import { withSession } from '@/lib/model/built-in/built-in-session';

export const BUILT_IN_PROVIDER = 'built-in';

/** Tokens kept for a repair call: the first answer sent back and the note on what is wrong. */
const ANSWER_TOKENS = 1024 + REPAIR_NOTE_TOKENS;

/** Chrome's built-in model as the extraction and summary use it: the page stays on the device. */
export function builtInBackend(scope: BuiltInScope = builtInScope()): ModelBackend {
  return {
    provider: BUILT_IN_PROVIDER,
    partChars: (fixedPrompt, signal) =>
      withSession(scope, [{ role: 'system', content: fixedPrompt }], signal, undefined, async (session) => {
        // The model counts its own tokens: the fixed prompt's count gives the characters per token.
        const fixedTokens = Math.max(
          1,
          session.inputUsage || (await session.measureInputUsage(fixedPrompt, { signal })),
        );
        const charsPerToken = Math.min(6, Math.max(2, fixedPrompt.length / fixedTokens || CHARS_PER_TOKEN));
        const room = session.inputQuota - session.inputUsage - ANSWER_TOKENS;
        return { chars: Math.floor(room * charsPerToken), contextTokens: session.inputQuota };
      }),
    complete: (request) => prompt(scope, request),
    summarize: (request) => summarizeText(scope, request),
  };
}

/** The last message is the prompt; the ones before it (system first) start the session. */
function prompt(scope: BuiltInScope, request: CompleteRequest): Promise<BackendAnswer> {
  const { messages, json, schema, signal, onProgress } = request;
  const initial = messages.slice(0, -1);
  const last = messages.at(-1)?.content ?? '';
  return withSession(scope, initial, signal, onProgress, async (session) => {
    const before = session.inputUsage;
    const promptTokens = await session.measureInputUsage(last, { signal });
    // responseConstraint: the model's output is held to the schema (Chrome 137+).
    const options = json ? { responseConstraint: schema ?? { type: 'object' }, signal } : { signal };
    const text = await session.prompt(last, options);
    const outputTokens = await session.measureInputUsage(text, { signal }).catch(() => undefined);
    return { text, tokens: { inputTokens: before + promptTokens, outputTokens } };
  });
}

function summarizeText(scope: BuiltInScope, request: SummarizeRequest): Promise<BackendAnswer> {
  if (scope.Summarizer) return builtInSummary(scope.Summarizer, request);
  // No Summarizer here (it is not in every context): the Prompt API with the summary instructions.
  const messages: ChatMessage[] = [
    { role: 'system', content: t(request.combine ? 'model_promptCombine' : 'model_promptSummarize') },
    { role: 'user', content: request.text },
  ];
  return prompt(scope, { ...request, messages, json: false });
}
