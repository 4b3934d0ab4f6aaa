import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builtInAgent } from '@/lib/model/agent/agent-built-in';
import { endpointAgent } from '@/lib/model/agent/agent-endpoint';
import type { AgentMessage, AgentTool } from '@/lib/model/agent/agent-model';
import type { BuiltInScope, LanguageModelSession } from '@/lib/model/built-in/built-in-api';
import { endpointProviderSchema } from '@/lib/settings/model-settings';
import { MODEL_SERVER_KEY, startModelServer, type ModelServer } from '../model-server/index';

// A model acting through one tool (interact's prompt), step by step: the endpoint client's tool
// calls against the OpenAI-compatible test server, which checks every request (tools, the
// assistant's calls and the tool's answers in order), and Chrome's built-in model through a
// JSON-held step.

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ key: MODEL_SERVER_KEY });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const TOOL: AgentTool = {
  name: 'browser',
  description: 'Runs agent-browser commands.',
  argument: { name: 'code', description: 'agent-browser commands' },
};
const agent = () =>
  endpointAgent(
    endpointProviderSchema.parse({ kind: 'endpoint', baseUrl: server.url, model: 'test-model' }),
    MODEL_SERVER_KEY,
  );
const signal = () => new AbortController().signal;
const START: AgentMessage[] = [
  { role: 'system', content: 'Act on the page.' },
  { role: 'user', content: 'Page snapshot:\n- button "Next" [ref=e1]\n\nTask: go on.' },
];

describe('an endpoint model acting through a tool', () => {
  it('sends the tool and reads the call; then the call and its answer, and reads the final answer', async () => {
    server.scriptAgent((request) =>
      request.messages.at(-1)?.role === 'tool'
        ? { content: 'Done: on page 2.' }
        : { call: { name: 'browser', arguments: { code: 'click @e1' } } },
    );
    const first = await agent().step(START, TOOL, signal());
    expect(first.step).toEqual({ kind: 'call', id: 'call_1', argument: 'click @e1' });
    const conversation: AgentMessage[] = [
      ...START,
      { role: 'assistant', content: '', call: { id: 'call_1', argument: 'click @e1' } },
      { role: 'tool', callId: 'call_1', content: '{"result":"✓ Done"}' },
    ];
    const second = await agent().step(conversation, TOOL, signal());
    expect(second.step).toEqual({ kind: 'answer', text: 'Done: on page 2.' });
    expect(server.violations).toEqual([]);
    const sent = server.chats[1]!.body as Record<string, unknown>;
    expect(sent.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'browser',
          description: 'Runs agent-browser commands.',
          parameters: {
            type: 'object',
            properties: { code: { type: 'string', description: 'agent-browser commands' } },
            required: ['code'],
            additionalProperties: false,
          },
        },
      },
    ]);
    expect((sent.messages as unknown[]).slice(2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'call_1', type: 'function', function: { name: 'browser', arguments: '{"code":"click @e1"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_1', content: '{"result":"✓ Done"}' },
    ]);
  });

  it('takes a call a small model wrote as JSON in its text', async () => {
    server.scriptAgent(() => ({ raw: '{"code": "snapshot -i"}' }));
    expect((await agent().step(START, TOOL, signal())).step).toMatchObject({ kind: 'call', argument: 'snapshot -i' });
  });

  it.each([
    ['an empty answer', () => ({ raw: '' }), /answered neither a command nor an answer/],
    [
      'a call of another tool',
      () => ({ call: { name: 'shell', arguments: { code: 'ls' } } }),
      /shell\(\{"code":"ls"\}\)/,
    ],
    [
      'a call without its argument',
      () => ({ call: { name: 'browser', arguments: { command: 'x' } } }),
      /browser\(\{"command":"x"\}\)/,
    ],
  ])('refuses %s with the model’s words attached', async (_what, turn, words) => {
    server.scriptAgent(turn as never);
    const failed = await agent()
      .step(START, TOOL, signal())
      .catch((error: { code?: string; message: string; details?: unknown }) => error);
    expect(failed).toMatchObject({ code: 'MODEL_NONSENSE', message: expect.stringMatching(words) });
    expect((failed as { details: { answer: string } }).details.answer).toEqual(expect.any(String));
  });

  it('a server that fails says so, as every model call does', async () => {
    server.answerNext({ status: 400, message: 'bad tools' });
    await expect(agent().step(START, TOOL, signal())).rejects.toMatchObject({ code: 'MODEL_BAD_REQUEST' });
  });
});

/** A Prompt API of the test's own: it records the conversation and answers as scripted. */
function fakeBuiltIn(answers: string[]): {
  scope: BuiltInScope;
  seen: { initial: unknown[]; prompt: string; constraint?: object }[];
} {
  const seen: { initial: unknown[]; prompt: string; constraint?: object }[] = [];
  const scope: BuiltInScope = {
    LanguageModel: {
      availability: async () => 'available',
      create: async (options) => {
        const session: LanguageModelSession = {
          inputUsage: 0,
          inputQuota: 10_000,
          measureInputUsage: async (text) => text.length / 4,
          prompt: async (input, promptOptions) => {
            seen.push({
              initial: options?.initialPrompts ?? [],
              prompt: input,
              constraint: promptOptions?.responseConstraint,
            });
            return answers.shift() ?? '';
          },
          destroy: () => undefined,
        };
        return session;
      },
    },
  };
  return { scope, seen };
}

describe('Chrome’s built-in model acting through a JSON-held step', () => {
  it('reads a run and an answer, and sends the call and the tool’s answer back as messages', async () => {
    const { scope, seen } = fakeBuiltIn([
      '{"action":"run","text":"click @e1"}',
      '{"action":"answer","text":"On page 2."}',
    ]);
    const model = builtInAgent(scope);
    expect((await model.step(START, TOOL, signal())).step).toMatchObject({ kind: 'call', argument: 'click @e1' });
    const next = await model.step(
      [
        ...START,
        { role: 'assistant', content: '', call: { id: 'c', argument: 'click @e1' } },
        { role: 'tool', callId: 'c', content: '✓ Done' },
      ],
      TOOL,
      signal(),
    );
    expect(next.step).toEqual({ kind: 'answer', text: 'On page 2.' });
    expect(seen[0]!.constraint).toMatchObject({ required: ['action', 'text'] });
    expect(seen[1]!.initial).toEqual([
      expect.objectContaining({
        role: 'system',
        content: expect.stringMatching(/^Act on the page\.\n\nAnswer each turn with JSON only/),
      }),
      START[1],
      { role: 'assistant', content: '{"action":"run","text":"click @e1"}' },
    ]);
    expect(seen[1]!.prompt).toBe('The tool answered: ✓ Done');
  });

  it('an answer that is not the step’s JSON is nonsense, its words attached', async () => {
    const { scope } = fakeBuiltIn(['I clicked it']);
    await expect(builtInAgent(scope).step(START, TOOL, signal())).rejects.toMatchObject({
      code: 'MODEL_NONSENSE',
      details: { answer: 'I clicked it' },
    });
  });
});
