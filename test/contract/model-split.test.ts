import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { endpointBackend } from '@/lib/model/endpoint/endpoint-backend';
import { endpointProviderSchema } from '@/lib/model/model-settings';
import { extractJsonWith } from '@/lib/model/run/extract-json';
import { summarizeWith } from '@/lib/model/run/summarize-text';
import { startModelServer, type ModelServer } from '../model-server/index.ts';

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
