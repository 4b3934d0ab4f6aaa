import { t } from '../../i18n/t';
import { CHARS_PER_TOKEN, type ModelBackend } from '../model-backend';
import type { EndpointProvider } from '../model-settings';
import { chatCompletion } from './endpoint-chat';
import { endpointHost } from './endpoint-url';

/** A model on a CPU can take minutes for a long part; the user can always cancel sooner. */
export const CHAT_TIMEOUT_MS = 300_000;

/** Tokens kept for the answer: a quarter of the context, between 256 and 2048. */
export const answerTokens = (contextTokens: number) => Math.min(2048, Math.max(256, Math.floor(contextTokens / 4)));

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
      const room =
        provider.contextTokens - maxTokens - FRAMING_TOKENS - Math.ceil(fixedPrompt.length / CHARS_PER_TOKEN);
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
