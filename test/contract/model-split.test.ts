import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { endpointBackend } from '@/lib/model/endpoint/endpoint-backend';
import { endpointProviderSchema } from '@/lib/settings/model-settings';
import { extractJsonWith } from '@/lib/model/run/extract-json';
import { summarizeWith } from '@/lib/model/run/summarize-text';
import { startModelServer, type ModelServer } from '../model-server/index';

// A page longer than the model's context: split on section boundaries, each part extracted, the
// parts merged by the schema; the server refuses any request over the context, so parts must fit.

const CONTEXT = 2048;
let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ contextTokens: { 'test-model': CONTEXT } });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const backend = () =>
  endpointBackend(
    endpointProviderSchema.parse({
      kind: 'endpoint',
      baseUrl: server.url,
      model: 'test-model',
      contextTokens: CONTEXT,
    }),
  );

const SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' } },
    offers: {
      type: 'array',
      items: { type: 'object', properties: { seller: { type: 'string' }, price: { type: 'number' } } },
    },
  },
  required: ['name'],
};

const WIDE = Array.from({ length: 10 }, (_, i) => [`extraField${i}`, { type: 'string' }] as const);

const filler = (n: number) =>
  Array.from({ length: n }, (_, i) => `Sentence ${i} of the section says little about anything in particular.`).join(
    ' ',
  );

/** 40 sections of ~1,500 characters: each repeats one tag and names its own. */
function longPage(): string {
  const sections = Array.from({ length: 40 }, (_, i) =>
    [
      `## Section ${i}`,
      i === 0 ? 'Name: The big catalogue' : `Name: Section ${i} heading`,
      'Tag: catalogue',
      `Tag: topic-${i}`,
      `Offer: seller=Shop ${i % 5}; price=${10 + (i % 5)}`,
      filler(18),
    ].join('\n\n'),
  );
  return `# The big catalogue\n\n${sections.join('\n\n')}`;
}

type ChatBody = { messages: { role: string; content: string }[]; response_format?: unknown };
const bodies = () => server.chats.map((r) => r.body as ChatBody);
const userText = (body: ChatBody | undefined) => body?.messages.find((m) => m.role === 'user')?.content ?? '';

describe('a page longer than the context', () => {
  it('is split, each part extracted within the context, and merged by the schema', async () => {
    const page = longPage();
    const result = await extractJsonWith(backend(), {
      text: page,
      schema: SCHEMA,
      signal: new AbortController().signal,
    });
    const parts = result.usage.parts;
    expect(parts).toBeGreaterThan(5);
    expect(server.chats).toHaveLength(parts);
    expect(server.violations).toEqual([]);
    expect(result.warnings).toContain(
      `The page was longer than the model's context: split into ${parts} parts, each extracted, then merged.`,
    );
    // Every part was sent, labelled, and no tag line was lost between them.
    bodies().forEach((body, i) => expect(userText(body)).toContain(`part ${i + 1} of ${parts}`));
    const sentTags = bodies().flatMap((b) => userText(b).match(/^Tag: .*$/gm) ?? []);
    expect(sentTags).toHaveLength(80);
    // Merged by the schema: the first scalar kept, arrays joined with each item once.
    expect(result.data.name).toBe('The big catalogue');
    expect(result.data.tags).toEqual(['catalogue', ...Array.from({ length: 40 }, (_, i) => `topic-${i}`)]);
    expect(result.data.offers).toEqual(Array.from({ length: 5 }, (_, i) => ({ seller: `Shop ${i}`, price: 10 + i })));
    // Usage sums every call: more tokens went in than the page alone holds.
    expect(result.usage.inputTokens).toBeGreaterThan(page.length / 4);
  });

  it('repairs a part within the context: the first answer and the note fit next to the part', async () => {
    server.answerNext('well');
    server.answerNext('break-schema');
    // Short paragraphs pack the parts up to the limit; many properties make the broken answer and
    // the note on it long.
    const page = ['Name: The big catalogue', ...Array.from({ length: 400 }, (_, i) => `Tag: t${i % 7}\n${filler(1)}`)];
    const wide = { ...SCHEMA, properties: { ...SCHEMA.properties, ...Object.fromEntries(WIDE) } };
    const result = await extractJsonWith(backend(), {
      text: page.join('\n\n'),
      schema: wide,
      signal: new AbortController().signal,
    });
    expect(server.violations).toEqual([]);
    expect(result.usage.parts).toBeGreaterThan(3);
    expect(server.chats).toHaveLength(result.usage.parts + 1);
    expect(bodies()[2]?.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(result.data.name).toBe('The big catalogue');
    expect(result.data.tags).toEqual(Array.from({ length: 7 }, (_, i) => `t${i}`));
  });

  it('says so when a required field is in no part, with the merged answer attached', async () => {
    const schema = {
      ...SCHEMA,
      required: ['name', 'sku'],
      properties: { ...SCHEMA.properties, sku: { type: 'string' } },
    };
    const error = await extractJsonWith(backend(), {
      text: longPage(),
      schema,
      signal: new AbortController().signal,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('MODEL_SCHEMA_BROKEN');
    expect((error as ApiError).message).toContain('/ (required)');
    expect((error as ApiError).details).toMatchObject({ answer: { name: 'The big catalogue' } });
    // Each part was held to what a part can meet: no repair calls.
    expect(server.chats.every((r) => (r.body as ChatBody).messages.length === 2)).toBe(true);
  });

  it('merges objects the same way with a prompt and no schema', async () => {
    const result = await extractJsonWith(backend(), {
      text: longPage(),
      prompt: 'Every labelled fact.',
      signal: new AbortController().signal,
    });
    expect(result.usage.parts).toBeGreaterThan(5);
    expect(result.data.name).toBe('The big catalogue');
    expect(result.data.tag).toBe('catalogue');
  });

  it('stops at the part it was on when the user cancels', async () => {
    server.answerNext('well');
    server.answerNext('stall');
    const controller = new AbortController();
    const pending = extractJsonWith(backend(), { text: longPage(), schema: SCHEMA, signal: controller.signal });
    await expect.poll(() => server.chats.length).toBe(2);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('aborted');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.chats).toHaveLength(2);
  });
});

describe('summaries', () => {
  it('summarizes a short page in one call, with no response format', async () => {
    const result = await summarizeWith(backend(), {
      text: '# Garden chair\n\nA chair for the garden.',
      signal: new AbortController().signal,
    });
    expect(result.summary).toBe('Summary (8 words): # Garden chair');
    expect(result.usage.parts).toBe(1);
    expect(bodies()[0]?.response_format).toBeUndefined();
    expect(server.violations).toEqual([]);
  });

  it('summarizes the parts of a long page, then combines the summaries', async () => {
    const result = await summarizeWith(backend(), { text: longPage(), signal: new AbortController().signal });
    const parts = result.usage.parts;
    expect(parts).toBeGreaterThan(5);
    expect(server.chats).toHaveLength(parts + 1);
    // The last call combines the parts' summaries, and its answer is the summary.
    const combine = userText(bodies().at(-1));
    expect(combine.match(/^Summary \(/gm)).toHaveLength(parts);
    expect(result.summary).toMatch(/^Summary \(\d+ words\): Summary \(/);
    expect(result.warnings).toHaveLength(1);
  });
});
