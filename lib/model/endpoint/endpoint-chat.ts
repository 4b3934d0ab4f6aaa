import { z } from 'zod';
import { t } from '@/lib/i18n/t';
import type { BackendAnswer, ChatMessage } from '@/lib/model/model-backend';
import { modelError } from '@/lib/model/model-errors';
import type { EndpointProvider } from '@/lib/settings/model-settings';
import { endpointFetch, serverWords, type EndpointAnswer } from '@/lib/model/endpoint/endpoint-fetch';
import { listModels } from '@/lib/model/endpoint/endpoint-models';
import { endpointHost, endpointUrl } from '@/lib/model/endpoint/endpoint-url';
import {
  refusesFormat,
  rememberJsonObjectOnly,
  responseFormat,
  saysContextExceeded,
} from '@/lib/model/endpoint/response-format';

const completionSchema = z.object({
  choices: z
    .array(
      z.looseObject({
        message: z.looseObject({ content: z.string().nullable().optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
  usage: z
    .looseObject({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional() })
    .nullable()
    .optional(),
});

export interface ChatCall {
  provider: EndpointProvider;
  key?: string;
  messages: ChatMessage[];
  json: boolean;
  schema?: Record<string, unknown>;
  maxTokens: number;
  timeoutMs: number;
  signal: AbortSignal;
  onProgress?(message: string): void;
}

/** One chat completion (POST {base}/v1/chat/completions); JSON mode where json_schema is refused. */
export async function chatCompletion(call: ChatCall): Promise<BackendAnswer> {
  const { baseUrl } = call.provider;
  const format = responseFormat(call.json, call.schema, baseUrl);
  let answer = await post(call, format);
  if (format?.type === 'json_schema' && refusesFormat(answer.status, serverWords(answer))) {
    rememberJsonObjectOnly(baseUrl);
    answer = await post(call, responseFormat(call.json, call.schema, baseUrl));
  }
  if (answer.status >= 400) throw await chatFailure(call, answer);
  const completion = completionSchema.safeParse(answer.body);
  const host = endpointHost(baseUrl);
  if (!completion.success) throw modelError('bad-response', 'MODEL_BAD_RESPONSE', t('model_badResponse', host));
  const [choice] = completion.data.choices;
  const usage = completion.data.usage;
  return {
    text: choice?.message.content ?? '',
    tokens: { inputTokens: usage?.prompt_tokens, outputTokens: usage?.completion_tokens },
    truncated: choice?.finish_reason === 'length',
  };
}

const post = (call: ChatCall, format: ReturnType<typeof responseFormat>) =>
  endpointFetch({
    url: endpointUrl(call.provider.baseUrl, 'chat/completions'),
    method: 'POST',
    key: call.key,
    signal: call.signal,
    timeoutMs: call.timeoutMs,
    onProgress: call.onProgress,
    body: {
      model: call.provider.model,
      messages: call.messages,
      ...(format ? { response_format: format } : {}),
      max_tokens: call.maxTokens,
      temperature: 0,
      stream: false,
    },
  });

/** What a refused chat call means for the user: a missing model, a small context, a bad request. */
export async function chatFailure(call: Pick<ChatCall, 'provider' | 'key' | 'signal'>, answer: EndpointAnswer) {
  const { baseUrl, model, contextTokens } = call.provider;
  const host = endpointHost(baseUrl);
  const words = serverWords(answer);
  const init = { status: answer.status, serverMessage: words };
  if (answer.status === 404) {
    // The model list tells a missing model from a wrong base URL.
    const offered = await listModels(baseUrl, call.key, call.signal).catch(() => undefined);
    if (!offered)
      return modelError(
        'not-found',
        'MODEL_ENDPOINT_NOT_FOUND',
        t('model_endpointNotFound', host, endpointUrl(baseUrl, 'chat/completions')),
        init,
      );
    return missingModel(host, model, offered, init);
  }
  if (saysContextExceeded(answer.status, words))
    return modelError('too-large', 'MODEL_CONTEXT_TOO_SMALL', t('model_contextExceeded', host, contextTokens), init);
  if (answer.status >= 500)
    return modelError('server', 'MODEL_SERVER', t('model_serverError', host, answer.status), init);
  return modelError('bad-request', 'MODEL_BAD_REQUEST', t('model_badRequest', host, words), init);
}

const MOST_NAMED = 8;

export function missingModel(host: string, model: string, offered: string[], init: { status?: number } = {}) {
  const message =
    offered.length === 0
      ? t('model_missing', host, model)
      : t('model_missingOffers', host, model, offered.slice(0, MOST_NAMED).join(', '));
  return modelError('not-found', 'MODEL_MISSING', message, { ...init, details: { offered } });
}
