import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { sendJson } from './http-util';
import { route } from './router';
import { destroy } from './interact/sessions';
import { createState, resetState, type ServerContext } from './state';
import { addPeriodicRule, addRule } from './switches';
import type { ContractServer, ContractServerOptions } from './types';

export type {
  ContractServer,
  ContractServerOptions,
  FailEveryOptions,
  FailNextOptions,
  MultipartSummary,
  RecordedRequest,
} from './types';
export { TEAM_A_CI_KEY, TEAM_A_ID, TEAM_A_KEY, TEAM_B_ID, TEAM_B_KEY } from './teams';
export { MESSAGES } from './messages';

// Test fixture: a Firecrawl-compatible contract server on 127.0.0.1 at a random port.
export async function startContractServer(options: ContractServerOptions = {}): Promise<ContractServer> {
  const state = createState();
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const ctx: ServerContext = {
    state,
    options,
    baseUrl: '',
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, ms);
        timers.add(timer);
      }),
  };
  const server = createServer((req, res) => {
    route(ctx, req, res).catch((err: unknown) => {
      sendJson(res, 500, { success: false, code: 'UNKNOWN_ERROR', error: `Contract server failure: ${String(err)}` });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  ctx.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: ctx.baseUrl,
    get teams() {
      return state.teams;
    },
    requests: state.requests,
    failNext: (opts) => addRule(state, opts),
    failEvery: (opts) => addPeriodicRule(state, opts),
    get pendingFailures() {
      return state.rules.reduce((n, r) => n + r.remaining, 0);
    },
    expireBrowserSessions() {
      for (const session of state.sessions.values()) if (session.status === 'active') destroy(session);
    },
    setThreatProtection(teamId, policy) {
      const team = [state.teams.a, state.teams.b].find((t) => t.id === teamId);
      if (!team) throw new Error(`No seeded team ${teamId}`);
      Object.assign(team.threatProtection, policy);
    },
    reset: () => resetState(state),
    // Delayed answers and keep-alive sockets must not hold the test run open.
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        // A second close() is harmless.
        server.close((err) =>
          err && (err as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING' ? reject(err) : resolve(),
        );
        for (const socket of sockets) socket.destroy();
      }),
  };
}
