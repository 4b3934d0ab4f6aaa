import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { endpointBackend } from '@/lib/model/endpoint/endpoint-backend';
import { listModels } from '@/lib/model/endpoint/endpoint-models';
import { forgetResponseFormats } from '@/lib/model/endpoint/response-format';
import { endpointProviderSchema } from '@/lib/settings/model-settings';
import { extractJsonWith } from '@/lib/model/run/extract-json';
import { MODEL_SERVER_KEY, startModelServer, type ModelServer } from '../model-server/index';

// The real endpoint client against the OpenAI-compatible test server, which checks every request.

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ key: MODEL_SERVER_KEY });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  forgetResponseFormats();
});

const PRODUCT_SCHEMA = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, inStock: { type: 'boolean' } },
  required: ['name', 'price'],
};
const PAGE = '# Garden chair\n\nName: Garden chair\nPrice: 49.90\nIn stock: yes\n\nA chair for the garden.';

const backend = (over: Record<string, unknown> = {}, key: string | undefined = MODEL_SERVER_KEY, timeoutMs?: number) =>
  endpointBackend(
    endpointProviderSchema.parse({ kind: 'endpoint', baseUrl: server.url, model: 'test-model', ...over }),
    key,
    {
      timeoutMs,
    },
  );

const extract = (
  input: { text?: string; schema?: object; prompt?: string; signal?: AbortSignal } = {},
  b = backend(),
) =>
  extractJsonWith(b, {
    text: input.text ?? PAGE,
    schema: 'schema' in input ? input.schema : PRODUCT_SCHEMA,
    prompt: input.prompt,
    signal: input.signal ?? new AbortController().signal,
  });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

type ChatBody = {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { schema: unknown } };
};
const chatBodies = () => server.chats.map((r) => r.body as ChatBody);

describe('model endpoint: models', () => {
  it('lists the models, with the base URL given with or without /v1', async () => {
    expect(await listModels(server.url, MODEL_SERVER_KEY)).toEqual(['test-model', 'tiny-model']);
    expect(await listModels(`${server.url}/v1/`, MODEL_SERVER_KEY)).toEqual(['test-model', 'tiny-model']);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/models', 'GET /v1/models']);
  });

  it('says the key was refused, without the key in the words', async () => {
    const error = await failure(listModels(server.url, 'sk-wrong'));
    expect(error.code).toBe('MODEL_KEY_REFUSED');
    expect(error.message).toContain('127.0.0.1');
    expect(JSON.stringify(error.toJSON())).not.toContain('sk-wrong');
  });
});

describe('model endpoint: extraction', () => {
  it('sends the model, the messages, the json_schema and the key, and returns a schema-valid object with usage', async () => {
    server.expectSchema(PRODUCT_SCHEMA);
    const result = await extract();
    expect(result.data).toEqual({ name: 'Garden chair', price: 49.9, inStock: true });
    expect(result.warnings).toEqual([]);
    expect(result.usage).toMatchObject({ parts: 1, provider: new URL(server.url).host });
    expect(result.usage.inputTokens).toBeGreaterThan(20);
    expect(result.usage.outputTokens).toBeGreaterThan(5);
    expect(server.violations).toEqual([]);
    const [body] = chatBodies();
    expect(body?.model).toBe('test-model');
    expect(body?.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body?.messages[1]?.content).toContain('Price: 49.90');
    expect(body?.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'extraction', schema: PRODUCT_SCHEMA, strict: false },
    });
    expect(server.chats[0]?.headers.authorization).toBe(`Bearer ${MODEL_SERVER_KEY}`);
  });

  it('uses the system prompt and the prompt the user gave', async () => {
    await extract({ prompt: 'Only the chair itself.' });
    const [body] = chatBodies();
    expect(body?.messages[1]?.content).toContain('Only the chair itself.');
    const custom = await extractJsonWith(backend(), {
      text: PAGE,
      schema: PRODUCT_SCHEMA,
      systemPrompt: 'You read shop pages.',
      signal: new AbortController().signal,
    });
    expect(custom.data.name).toBe('Garden chair');
    expect(chatBodies()[1]?.messages[0]).toEqual({ role: 'system', content: 'You read shop pages.' });
  });

  it('repairs an answer that is not JSON once, with the answer and the problem sent back', async () => {
    server.answerNext('invalid-json');
    const result = await extract();
    expect(result.data).toEqual({ name: 'Garden chair', price: 49.9, inStock: true });
    const repair = chatBodies()[1];
    expect(repair?.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(repair?.messages[2]?.content).toContain('Sure!');
    expect(server.violations).toEqual([]);
  });

  it('fails clearly when the answer is not JSON twice, with both answers attached', async () => {
    server.answerNext('invalid-json', 2);
    const error = await failure(extract());
    expect(error.code).toBe('MODEL_NOT_JSON');
    expect(error.message).toContain('not JSON, twice');
    expect((error.details as { answers: string[] }).answers).toHaveLength(2);
    expect(server.chats).toHaveLength(2);
  });

  it('repairs an answer that breaks the schema, sending the validation errors', async () => {
    server.answerNext('break-schema');
    const result = await extract();
    expect(result.data.price).toBe(49.9);
    expect(result.warnings).toHaveLength(1);
    const repairNote = chatBodies()[1]?.messages[3]?.content ?? '';
    expect(repairNote).toContain('/name');
    expect(repairNote).toContain('/price');
  });

  it('fails clearly when the repaired answer still breaks the schema, with the answer attached', async () => {
    server.answerNext('break-schema', 2);
    const error = await failure(extract());
    expect(error.code).toBe('MODEL_SCHEMA_BROKEN');
    expect(error.message).toContain('/price (type)');
    expect((error.details as { answer: Record<string, unknown> }).answer).toMatchObject({ name: 12345 });
  });

  it('treats a JSON array as not an object', async () => {
    server.answerNext('not-object', 2);
    expect((await failure(extract())).code).toBe('MODEL_NOT_JSON');
  });

  it('refuses an invalid schema before sending anything', async () => {
    const error = await failure(extract({ schema: { type: 'object', properties: { price: { type: 'float' } } } }));
    expect(error.code).toBe('MODEL_SCHEMA_INVALID');
    expect(error.message).toContain('"float"');
    expect(error.message).toContain('#/properties/price');
    expect(server.requests).toEqual([]);
  });

  it('falls back to JSON mode when json_schema is refused, and remembers it for the endpoint', async () => {
    server.configure({ jsonSchema: false });
    server.expectSchema(PRODUCT_SCHEMA);
    const result = await extract();
    expect(result.data).toEqual({ name: 'Garden chair', price: 49.9, inStock: true });
    expect(chatBodies().map((b) => b.response_format?.type)).toEqual(['json_schema', 'json_object']);
    // The schema goes in the prompt instead: the server found it there and checked it.
    expect(chatBodies()[1]?.messages[1]?.content).toContain(JSON.stringify(PRODUCT_SCHEMA));
    await extract();
    expect(chatBodies().map((b) => b.response_format?.type)).toEqual(['json_schema', 'json_object', 'json_object']);
    expect(server.violations).toEqual([]);
  });

  it('asks for JSON mode without a schema, with the prompt', async () => {
    const result = await extract({ schema: undefined, prompt: 'The product facts.' });
    expect(result.data).toMatchObject({ name: 'Garden chair', price: '49.90' });
    expect(chatBodies()[0]?.response_format).toEqual({ type: 'json_object' });
  });

  it('marks an answer cut at the length limit', async () => {
    server.answerNext('truncated');
    expect((await extract()).warnings.join(' ')).toContain('cut short');
  });
});

describe('model endpoint: failures', () => {
  it('waits as Retry-After says on a 429, then answers', async () => {
    server.answerNext({ status: 429, retryAfter: 1 });
    const progress: string[] = [];
    const result = await extractJsonWith(backend(), {
      text: PAGE,
      schema: PRODUCT_SCHEMA,
      signal: new AbortController().signal,
      onProgress: (m) => progress.push(m),
    });
    expect(result.data.name).toBe('Garden chair');
    expect(server.chats).toHaveLength(2);
    expect(progress).toContain('The model endpoint is busy: trying again in 1 s…');
  });

  it('gives up on a 429 after its retries, saying so', async () => {
    server.answerNext({ status: 429, retryAfter: 0 }, 4);
    const error = await failure(extract());
    expect(error.code).toBe('MODEL_RATE_LIMITED');
    expect(error.kind).toBe('rate-limited');
    expect(server.chats).toHaveLength(4);
  });

  it('cancels while it waits to retry', async () => {
    server.answerNext({ status: 429, retryAfter: 30 });
    const controller = new AbortController();
    const pending = extract({ signal: controller.signal });
    await expect.poll(() => server.chats.length).toBe(1);
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
    expect(server.chats).toHaveLength(1);
  });

  it('does not wait longer than a minute when the server asks for more', async () => {
    server.answerNext({ status: 429, retryAfter: 3600 });
    const error = await failure(extract());
    expect(error.code).toBe('MODEL_RATE_LIMITED');
    expect(error.retryAfterMs).toBe(3_600_000);
    expect(server.chats).toHaveLength(1);
  });

  it('retries a 503 and answers', async () => {
    server.answerNext({ status: 503, retryAfter: 0 });
    expect((await extract()).data.name).toBe('Garden chair');
  });

  it('says a wrong key was refused', async () => {
    const error = await failure(extract({}, backend({}, 'sk-wrong')));
    expect(error.code).toBe('MODEL_KEY_REFUSED');
    expect(error.status).toBe(401);
    expect(server.chats[0]?.headers.authorization).toBe('Bearer sk-wrong');
  });

  it('names a missing model and the ones the endpoint offers', async () => {
    const error = await failure(extract({}, backend({ model: 'llama-9000' })));
    expect(error.code).toBe('MODEL_MISSING');
    expect(error.message).toContain('"llama-9000"');
    expect(error.message).toContain('test-model, tiny-model');
  });

  it('tells a wrong base URL from a missing model', async () => {
    const error = await failure(extract({}, backend({ baseUrl: `${server.url}/nothing/here` })));
    expect(error.code).toBe('MODEL_ENDPOINT_NOT_FOUND');
  });

  it('says the endpoint is unreachable', async () => {
    const gone = await startModelServer();
    const url = gone.url;
    await gone.close();
    const error = await failure(extract({}, backend({ baseUrl: url })));
    expect(error.code).toBe('MODEL_UNREACHABLE');
    expect(error.message).toContain(url);
  });

  it('cancels a stalled answer when the user cancels', async () => {
    server.answerNext('stall');
    const controller = new AbortController();
    const pending = extract({ signal: controller.signal });
    await expect.poll(() => server.chats.length).toBe(1);
    controller.abort();
    const error = await failure(pending);
    expect(error.kind).toBe('aborted');
  });

  it('times out a stalled answer', async () => {
    server.answerNext('stall');
    const error = await failure(extract({}, backend({}, MODEL_SERVER_KEY, 300)));
    expect(error.code).toBe('MODEL_TIMEOUT');
  });

  it('says the context is too small when the prompt and schema leave no room', async () => {
    const huge = { type: 'object', description: 'x'.repeat(4000), properties: { name: { type: 'string' } } };
    const error = await failure(extract({ schema: huge }, backend({ contextTokens: 1024 })));
    expect(error.code).toBe('MODEL_CONTEXT_TOO_SMALL');
    expect(error.message).toContain('1024');
    expect(server.chats).toHaveLength(0);
  });

  it('says the context is too small when the server says the text is too long', async () => {
    server.configure({ contextTokens: { 'test-model': 1500 } });
    const error = await failure(
      extract({ text: `${PAGE}\n\n${'word '.repeat(3000)}` }, backend({ contextTokens: 4096 })),
    );
    expect(error.code).toBe('MODEL_CONTEXT_TOO_SMALL');
    expect(error.message).toContain('4096');
  });
});
