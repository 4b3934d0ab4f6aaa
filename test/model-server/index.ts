import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { agentCompletion, askedSchema, completion, promptTokens, sameSchema } from './chat-answer';
import { chatRequestSchema, conversationProblems } from './check-chat-request';
import type { AgentScript, Behaviour, ModelServer, ModelServerOptions, RecordedModelRequest } from './types';

export type { AgentScript, Behaviour, ModelServer, ModelServerOptions, RecordedModelRequest } from './types';
export type { AgentTurn } from './chat-answer';

export const MODEL_SERVER_MODELS = ['test-model', 'tiny-model'];
export const MODEL_SERVER_KEY = 'sk-model-test';

// Test fixture: an OpenAI-compatible server on 127.0.0.1 at a random port (README.md). It checks
// every request against the contract and answers like a model would, from what it was sent.
export async function startModelServer(initial: ModelServerOptions = {}): Promise<ModelServer> {
  let options: ModelServerOptions = { ...initial };
  let queue: Behaviour[] = [];
  let expected: { schema: unknown } | undefined;
  let agent: AgentScript | undefined;
  let turns = 0;
  const requests: RecordedModelRequest[] = [];
  const violations: string[] = [];
  const sockets = new Set<Socket>();
  const models = () => options.models ?? MODEL_SERVER_MODELS;

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    if (res.destroyed || res.headersSent) return;
    res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', ...headers });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) =>
    send(res, status, { error: { message, type: 'invalid_request_error', code: null } }, headers);
  const breach = (res: ServerResponse, problem: string) => {
    violations.push(problem);
    error(res, 400, `contract: ${problem}`);
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET,POST',
        'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? '*'),
      });
      return void res.end();
    }
    const raw = await readBody(req);
    let body: unknown = raw;
    try {
      body = raw ? (JSON.parse(raw) as unknown) : undefined;
    } catch {
      // Kept raw: the checks below refuse it.
    }
    requests.push({ method: req.method ?? '', path, headers: { ...req.headers }, body, at: Date.now() });

    if (options.key !== undefined && req.headers.authorization !== `Bearer ${options.key}`)
      return error(res, 401, 'Incorrect API key provided.');
    if (req.method === 'GET' && path === '/v1/models')
      return send(res, 200, {
        object: 'list',
        data: models().map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'test' })),
      });
    if (path !== '/v1/chat/completions') return error(res, 404, `Not found: ${path}`);
    if (req.method !== 'POST') return breach(res, `${req.method} ${path}`);
    if (!String(req.headers['content-type']).startsWith('application/json')) return breach(res, 'not application/json');
    const parsed = chatRequestSchema.safeParse(body);
    if (!parsed.success)
      return breach(
        res,
        `request shape: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
    const request = parsed.data;
    const order = conversationProblems(request.messages);
    if (order.length > 0) return breach(res, order.join('; '));
    if (!models().includes(request.model))
      return send(res, 404, {
        error: {
          message: `The model '${request.model}' does not exist`,
          type: 'invalid_request_error',
          code: 'model_not_found',
        },
      });
    if (request.response_format?.type === 'json_schema' && options.jsonSchema === false)
      return error(res, 400, "response_format type 'json_schema' is not supported by this server; use 'json_object'");
    if (
      expected &&
      request.response_format &&
      request.response_format.type !== 'text' &&
      !sameSchema(askedSchema(request), expected.schema)
    )
      return breach(res, 'the schema sent is not the one asked for');
    const context = options.contextTokens?.[request.model];
    const needed = promptTokens(request) + (request.max_tokens ?? 0);
    if (context !== undefined && needed > context)
      return send(res, 400, {
        error: {
          message: `This model's maximum context length is ${context} tokens. However, you requested ${needed} tokens.`,
          code: 'context_length_exceeded',
        },
      });

    const behaviour = queue.shift() ?? 'well';
    if (behaviour === 'stall') return; // The socket stays open until the client aborts or close().
    if (typeof behaviour === 'object') {
      const headers: Record<string, string> = {};
      if (behaviour.retryAfter !== undefined) headers['retry-after'] = String(behaviour.retryAfter);
      return error(res, behaviour.status, behaviour.message ?? `Error ${behaviour.status}`, headers);
    }
    if (agent && request.tools) return send(res, 200, agentCompletion(request, agent(request), ++turns));
    send(res, 200, completion(request, behaviour));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => error(res, 500, `Model server failure: ${String(err)}`));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    violations,
    get chats() {
      return requests.filter((r) => r.path === '/v1/chat/completions');
    },
    answerNext: (behaviour, times = 1) => {
      for (let i = 0; i < times; i++) queue.push(behaviour);
    },
    scriptAgent: (script) => {
      agent = script;
    },
    expectSchema: (schema) => {
      expected = { schema };
    },
    configure: (change) => {
      options = { ...options, ...change };
    },
    reset: () => {
      options = { ...initial };
      queue = [];
      expected = undefined;
      agent = undefined;
      requests.length = 0;
      violations.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) =>
          err && (err as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING' ? reject(err) : resolve(),
        );
        for (const socket of sockets) socket.destroy();
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
