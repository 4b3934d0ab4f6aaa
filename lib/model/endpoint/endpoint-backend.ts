import { t } from '@/lib/i18n/t';
import { CHARS_PER_TOKEN, REPAIR_NOTE_TOKENS, type ModelBackend } from '@/lib/model/model-backend';
import type { EndpointProvider } from '@/lib/settings/model-settings';
import { chatCompletion } from '@/lib/model/endpoint/endpoint-chat';
import { endpointHost } from '@/lib/model/endpoint/endpoint-url';

/** A model on a CPU can take minutes for a long part; the user can always cancel sooner. */
export const CHAT_TIMEOUT_MS = 300_000;

/** Tokens kept for the answer (sent as max_tokens): an eighth of the context, between 256 and 4096. */
export const answerTokens = (contextTokens: number) => Math.min(4096, Math.max(256, Math.floor(contextTokens / 8)));

/** Tokens the chat template and message framing take, beyond the text itself. */
const FRAMING_TOKENS = 64;

export interface EndpointOptions {
  timeoutMs?: number;
}

/** An OpenAI-compatible endpoint as the extraction and summary use it. */
export function endpointBackend(provider: EndpointProvider, key?: string, options: EndpointOptions = {}): ModelBackend {
  const maxTokens = answerTokens(provider.contextTokens);
  const timeoutMs = options.timeoutMs ?? CHAT_TIMEOUT_MS;
  const base = { provider, key, maxTokens, timeoutMs };
  return {
    provider: endpointHost(provider.baseUrl),
    partChars: async (fixedPrompt) => {
      // A repair call carries the part, the first answer and the note, and still needs room to answer.
      const reserve = 2 * maxTokens + REPAIR_NOTE_TOKENS + FRAMING_TOKENS;
      const room = provider.contextTokens - reserve - Math.ceil(fixedPrompt.length / CHARS_PER_TOKEN);
      return { chars: room * CHARS_PER_TOKEN, contextTokens: provider.contextTokens };
    },
    complete: (request) => chatCompletion({ ...base, ...request }),
    summarize: ({ text, combine, signal, onProgress }) =>
      chatCompletion({
        ...base,
        json: false,
        signal,
        onProgress,
        messages: [
          { role: 'system', content: t(combine ? 'model_promptCombine' : 'model_promptSummarize') },
          { role: 'user', content: text },
        ],
      }),
  };
}
