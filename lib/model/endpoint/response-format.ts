// Which structured output an endpoint takes. OpenAI, Ollama, LM Studio, llama.cpp's server and vLLM
// take `json_schema`; some servers refuse it with a 400 and take only `json_object`. A refusal is
// remembered per endpoint for the session (the service worker's life), so later pages skip the
// refused try.

const refusesJsonSchema = new Set<string>();

export const prefersJsonObject = (baseUrl: string) => refusesJsonSchema.has(baseUrl);
export const rememberJsonObjectOnly = (baseUrl: string) => refusesJsonSchema.add(baseUrl);
/** For tests: forget what endpoints refused. */
export const forgetResponseFormats = () => refusesJsonSchema.clear();

/** The response_format a request carries. */
export function responseFormat(json: boolean, schema: Record<string, unknown> | undefined, baseUrl: string) {
  if (!json) return undefined;
  if (!schema || prefersJsonObject(baseUrl)) return { type: 'json_object' as const };
  // strict: false: OpenAI's strict mode demands every property required and no extra ones, which
  // users' schemas rarely say; the answer is validated here either way.
  return { type: 'json_schema' as const, json_schema: { name: 'extraction', schema, strict: false } };
}

/** Whether a 400 refuses the json_schema response format (not the request as a whole). */
export const refusesFormat = (status: number, words: string) =>
  status === 400 && /response_format|json_schema/i.test(words);

/** Whether a 400 says the text is longer than the model's context. */
export const saysContextExceeded = (status: number, words: string) =>
  (status === 400 || status === 413) && /context|too long|maximum.{0,40}tokens|token limit/i.test(words);
