import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { availabilityIn, downloadBuiltInModel } from '@/lib/model/built-in/built-in-availability';
import { builtInBackend } from '@/lib/model/built-in/built-in-backend';
import { extractJsonWith } from '@/lib/model/run/extract-json';
import { summarizeWith } from '@/lib/model/run/summarize-text';
import { fakeBuiltIn } from './fake-built-in';

// The Prompt API path against its documented interface: the machine that ran this has no model.

const SCHEMA = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' } },
  required: ['name'],
};
const PAGE = 'Name: Lamp\nPrice: 20';
const signal = () => new AbortController().signal;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('built-in AI availability', () => {
  it('is unavailable where the Prompt API does not exist', async () => {
    expect(await availabilityIn({})).toBe('unavailable');
  });

  it.each(['unavailable', 'downloadable', 'downloading', 'available'] as const)('reports %s', async (state) => {
    expect(await availabilityIn(fakeBuiltIn({ availability: state }).scope)).toBe(state);
  });

  it('downloads the model with progress, and destroys the session it made', async () => {
    const fake = fakeBuiltIn({ availability: 'downloadable' });
    const progress: string[] = [];
    await downloadBuiltInModel((m) => progress.push(m), signal(), fake.scope);
    expect(progress).toEqual([0, 50, 100].map((n) => `Downloading Chrome's built-in model: ${n}%`));
    expect(fake.sessions.every((s) => s.destroyed)).toBe(true);
  });
});

describe('extraction through the Prompt API', () => {
  it('prompts with the schema as responseConstraint and the page, and destroys every session', async () => {
    const fake = fakeBuiltIn({ answers: ['{"name":"Lamp","price":20}'] });
    const result = await extractJsonWith(builtInBackend(fake.scope), { text: PAGE, schema: SCHEMA, signal: signal() });
    expect(result.data).toEqual({ name: 'Lamp', price: 20 });
    expect(result.usage).toMatchObject({ provider: 'built-in', parts: 1 });
    expect(result.usage.inputTokens).toBeGreaterThan(0);
    expect(fake.prompts).toHaveLength(1);
    expect(fake.prompts[0]?.responseConstraint).toEqual(SCHEMA);
    expect(fake.prompts[0]?.initialPrompts.map((m) => m.role)).toEqual(['system']);
    expect(fake.prompts[0]?.input).toContain('Price: 20');
    expect(fake.sessions.length).toBeGreaterThanOrEqual(2);
    expect(fake.sessions.every((s) => s.destroyed)).toBe(true);
  });

  it('repairs once with the conversation so far as the initial prompts', async () => {
    const fake = fakeBuiltIn({ answers: ['{"price":"twenty"}', '{"name":"Lamp","price":20}'] });
    const result = await extractJsonWith(builtInBackend(fake.scope), { text: PAGE, schema: SCHEMA, signal: signal() });
    expect(result.data.name).toBe('Lamp');
    expect(fake.prompts[1]?.initialPrompts.map((m) => m.role)).toEqual(['system', 'user', 'assistant']);
    expect(fake.prompts[1]?.input).toContain('/price');
  });

  it('constrains a prompt-only answer to an object', async () => {
    const fake = fakeBuiltIn({ answers: ['{"lamp":true}'] });
    await extractJsonWith(builtInBackend(fake.scope), { text: PAGE, prompt: 'Is it a lamp?', signal: signal() });
    expect(fake.prompts[0]?.responseConstraint).toEqual({ type: 'object' });
  });

  it('splits a page longer than the input quota and merges the parts', async () => {
    const page = Array.from({ length: 12 }, (_, i) => `Section ${i}\n\n${'text '.repeat(300)}`).join('\n\n');
    const fake = fakeBuiltIn({
      inputQuota: 2000,
      answers: Array.from({ length: 20 }, (_, i) => `{"name":"Part ${i}","tags":["t${i % 2}"]}`),
    });
    const result = await extractJsonWith(builtInBackend(fake.scope), {
      text: page,
      schema: { type: 'object', properties: { name: { type: 'string' }, tags: { type: 'array' } } },
      signal: signal(),
    });
    expect(result.usage.parts).toBeGreaterThan(1);
    expect(fake.prompts).toHaveLength(result.usage.parts);
    expect(result.data).toEqual({ name: 'Part 0', tags: ['t0', 't1'] });
    expect(result.warnings[0]).toContain(`split into ${result.usage.parts} parts`);
  });

  it('destroys the session when the prompt fails, and says what failed', async () => {
    const fake = fakeBuiltIn({ answers: [new Error('The model crashed')] });
    const error = await failure(
      extractJsonWith(builtInBackend(fake.scope), { text: PAGE, schema: SCHEMA, signal: signal() }),
    );
    expect(error.code).toBe('MODEL_BUILT_IN_FAILED');
    expect(error.message).toBe("Chrome's built-in AI failed: The model crashed");
    expect(fake.sessions.every((s) => s.destroyed)).toBe(true);
  });

  it('says the text is too long when the model refuses it for its quota', async () => {
    const fake = fakeBuiltIn({ answers: [new DOMException('Too large', 'QuotaExceededError')] });
    const error = await failure(
      extractJsonWith(builtInBackend(fake.scope), { text: PAGE, schema: SCHEMA, signal: signal() }),
    );
    expect(error.code).toBe('MODEL_CONTEXT_TOO_SMALL');
  });

  it('asks for the download from Options when create() needs a click', async () => {
    const fake = fakeBuiltIn({
      availability: 'downloadable',
      createError: new DOMException('No activation', 'NotAllowedError'),
    });
    const error = await failure(
      extractJsonWith(builtInBackend(fake.scope), { text: PAGE, schema: SCHEMA, signal: signal() }),
    );
    expect(error.message).toContain('Download it from Options');
  });

  it('says so where the model is unavailable, creating no session', async () => {
    const fake = fakeBuiltIn({ availability: 'unavailable' });
    const error = await failure(
      extractJsonWith(builtInBackend(fake.scope), { text: PAGE, schema: SCHEMA, signal: signal() }),
    );
    expect(error.code).toBe('MODEL_BUILT_IN_UNAVAILABLE');
    expect(fake.sessions).toEqual([]);
    expect((await failure(extractJsonWith(builtInBackend({}), { text: PAGE, signal: signal() }))).code).toBe(
      'MODEL_BUILT_IN_UNAVAILABLE',
    );
  });

  it('is cancelled by the signal', async () => {
    const controller = new AbortController();
    const fake = fakeBuiltIn({
      answers: [
        () => {
          controller.abort();
          return 'not JSON';
        },
      ],
    });
    const error = await failure(
      extractJsonWith(builtInBackend(fake.scope), { text: PAGE, schema: SCHEMA, signal: controller.signal }),
    );
    expect(error.kind).toBe('aborted');
    expect(fake.sessions.every((s) => s.destroyed)).toBe(true);
  });
});

describe('summaries through the built-in AI', () => {
  it('uses the Summarizer API where it exists, in markdown', async () => {
    const fake = fakeBuiltIn({ summarizer: true });
    const result = await summarizeWith(builtInBackend(fake.scope), { text: 'A short page.', signal: signal() });
    expect(result.summary).toBe('Summary of 13 characters.');
    expect(fake.summaries[0]?.options).toEqual({ type: 'key-points', format: 'markdown', length: 'long' });
    expect(fake.sessions.every((s) => s.destroyed)).toBe(true);
  });

  it('combines the summaries of a long page as a tl;dr', async () => {
    const page = Array.from({ length: 12 }, (_, i) => `Section ${i}\n\n${'text '.repeat(300)}`).join('\n\n');
    const fake = fakeBuiltIn({ summarizer: true, inputQuota: 2000 });
    const result = await summarizeWith(builtInBackend(fake.scope), { text: page, signal: signal() });
    expect(result.usage.parts).toBeGreaterThan(1);
    expect(fake.summaries.at(-1)?.options.type).toBe('tldr');
    expect(fake.summaries.at(-1)?.context).toBeTruthy();
  });

  it('falls back to the Prompt API where there is no Summarizer', async () => {
    const fake = fakeBuiltIn({ answers: ['The page says hello.'] });
    const result = await summarizeWith(builtInBackend(fake.scope), { text: 'Hello.', signal: signal() });
    expect(result.summary).toBe('The page says hello.');
    expect(fake.prompts[0]?.responseConstraint).toBeUndefined();
  });
});
