import { z } from 'zod';
import { t } from '@/lib/i18n/t';
import { modelError } from '@/lib/model/model-errors';
import { endpointFetch, serverWords } from '@/lib/model/endpoint/endpoint-fetch';
import { endpointHost, endpointUrl } from '@/lib/model/endpoint/endpoint-url';

/** OpenAI's list, which Ollama, LM Studio, llama.cpp's server and vLLM answer too. */
const modelListSchema = z.object({ data: z.array(z.looseObject({ id: z.string() })) });

export const MODELS_TIMEOUT_MS = 15_000;

/** The model ids the endpoint offers (GET {base}/v1/models), sorted. */
export async function listModels(
  baseUrl: string,
  key?: string,
  signal?: AbortSignal,
  timeoutMs = MODELS_TIMEOUT_MS,
): Promise<string[]> {
  const url = endpointUrl(baseUrl, 'models');
  const answer = await endpointFetch({ url, method: 'GET', key, signal, timeoutMs });
  const host = endpointHost(baseUrl);
  if (answer.status === 404)
    throw modelError('not-found', 'MODEL_ENDPOINT_NOT_FOUND', t('model_endpointNotFound', host, url), { status: 404 });
  if (answer.status >= 400)
    throw modelError(
      answer.status >= 500 ? 'server' : 'bad-request',
      'MODEL_SERVER',
      t('model_serverError', host, answer.status),
      {
        status: answer.status,
        serverMessage: serverWords(answer),
      },
    );
  const list = modelListSchema.safeParse(answer.body);
  if (!list.success) throw modelError('bad-response', 'MODEL_BAD_RESPONSE', t('model_badResponse', host));
  return [...new Set(list.data.data.map((model) => model.id))].sort();
}
