import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MODEL_SERVER_KEY, startModelServer, type ModelServer } from '../model-server/index';

// The model test server itself: it must refuse what a careful client would never send, or the
// contract tests that use it could not fail.

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ key: MODEL_SERVER_KEY });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const SCHEMA = { type: 'object', properties: { title: { type: 'string' } } };
const good = {
  model: 'test-model',
  messages: [
    { role: 'system', content: 'Extract.' },
    { role: 'user', content: 'Title: Hello' },
  ],
  response_format: { type: 'json_schema', json_schema: { name: 'x', schema: SCHEMA } },
};

const post = (body: unknown, key = MODEL_SERVER_KEY) =>
  fetch(`${server.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });

describe('model test server', () => {
  it('answers a good request from the text it was sent', async () => {
    const answer = (await (await post(good)).json()) as { choices: { message: { content: string } }[] };
    expect(answer.choices[0]?.message.content).toContain('"title": "Hello"');
    expect(server.violations).toEqual([]);
  });

  it.each([
    ['an unknown key', { ...good, functions: [] }],
    [
      'a tool message that answers no call',
      { ...good, messages: [...good.messages, { role: 'tool', tool_call_id: 'x', content: 'y' }] },
    ],
    [
      'a tool call left unanswered',
      {
        ...good,
        messages: [
          ...good.messages,
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'c1', type: 'function', function: { name: 'b', arguments: '{}' } }],
          },
          { role: 'user', content: 'next' },
        ],
      },
    ],
    ['a system message after the user', { ...good, messages: [...good.messages, { role: 'system', content: 'x' }] }],
    [
      'no user message last',
      { ...good, messages: [good.messages[0], good.messages[1], { role: 'assistant', content: 'x' }] },
    ],
    ['a malformed response_format', { ...good, response_format: { type: 'json_schema', schema: SCHEMA } }],
    ['streaming', { ...good, stream: true }],
  ])('refuses %s as a contract breach', async (_name, body) => {
    expect((await post(body)).status).toBe(400);
    expect(server.violations).toHaveLength(1);
  });

  it('refuses a schema other than the one the test asked for', async () => {
    server.expectSchema({ type: 'object', properties: { name: { type: 'string' } } });
    expect((await post(good)).status).toBe(400);
    expect(server.violations).toEqual(['the schema sent is not the one asked for']);
  });

  it('answers 401 to a wrong key and 404 to an unknown model', async () => {
    expect((await post(good, 'sk-wrong')).status).toBe(401);
    expect((await post({ ...good, model: 'nope' })).status).toBe(404);
  });
});
