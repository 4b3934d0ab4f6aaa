import { z } from 'zod';
import { MAX_CODE_CHARS, MAX_TIMEOUT_SECONDS } from '@/bridge-host/cdp/node-limits.mjs';
import { ApiError } from '@/lib/api/api-error';
import type { ApiErrorKind } from '@/lib/api/api-error-schema';
import { chromeDebugger } from '@/lib/cdp-relay/chrome-debugger';
import {
  CDP_CODES,
  firefoxRefusal,
  notConnected,
  type CdpSession,
  type NodeRunResult,
} from '@/lib/cdp-relay/cdp-session';
import { postToHost } from '@/lib/cdp-relay/host-port';
import { isRelayed, startCdpRelay } from '@/lib/cdp-relay/relay-sessions';
import { t } from '@/lib/i18n/t';

// A program's `node` code run by the bridge's host (bridge-host/cdp/node-runner.mjs) with a
// Playwright `page` connected to the session's tab through the relay: the extension sends the
// code, the host answers stdout, stderr, the exit code and whether it was killed on timeout.

export const nodeResultSchema = z.union([
  z.object({
    type: z.literal('node-result'),
    id: z.string(),
    stdout: z.string(),
    stderr: z.string(),
    exitCode: z.int(),
    killed: z.boolean(),
  }),
  z.object({ type: z.literal('node-result'), id: z.string(), code: z.string(), error: z.string() }),
]);
type NodeResultMessage = z.infer<typeof nodeResultSchema>;

/** The host's refusals as the extension's errors: a kind and status beside the host's code. */
const REFUSAL_KIND: Record<string, { kind: ApiErrorKind; status: number }> = {
  BAD_REQUEST: { kind: 'invalid-request', status: 400 },
  INTERACT_SESSION_NOT_FOUND: { kind: 'not-found', status: 404 },
  INTERACT_CDP_BUSY: { kind: 'bad-request', status: 409 },
  INTERACT_BRIDGE_NOT_LISTENING: { kind: 'network', status: 503 },
  INTERACT_NODE_PLAYWRIGHT_MISSING: { kind: 'server', status: 501 },
};

const waiting = new Map<string, { resolve(result: NodeRunResult): void; reject(error: ApiError): void }>();

function checkRun(code: string, timeoutSeconds: number): void {
  const bad = (message: string) =>
    new ApiError({ kind: 'invalid-request', status: 400, code: CDP_CODES.badRun, message });
  if (typeof code !== 'string' || code.length === 0 || code.length > MAX_CODE_CHARS) {
    throw bad(t('cdpRelay_codeLength', MAX_CODE_CHARS));
  }
  if (!Number.isInteger(timeoutSeconds) || timeoutSeconds < 1 || timeoutSeconds > MAX_TIMEOUT_SECONDS) {
    throw bad(t('cdpRelay_timeoutRange', MAX_TIMEOUT_SECONDS));
  }
}

/**
 * Runs `code` (JavaScript with top-level await and the globals `page`, `context`, `browser`) in a
 * child `node` of the bridge's host, Playwright connected to the session's tab; starts the
 * session's relay first when it is not served yet. Resolves with the run's output, including a
 * failing or killed run; rejects with an ApiError carrying a `code` when it could not run (Firefox,
 * no debugger permission, the bridge not connected, a bad timeout, playwright-core missing, another
 * program connected to the session). `signal` cancels: the host kills the run.
 */
export async function runNodeInSession(
  session: CdpSession,
  code: string,
  timeoutSeconds: number,
  signal?: AbortSignal,
): Promise<NodeRunResult> {
  if (!chromeDebugger()) throw firefoxRefusal();
  checkRun(code, timeoutSeconds);
  if (!isRelayed(session.id)) await startCdpRelay(session);
  const id = crypto.randomUUID();
  return new Promise<NodeRunResult>((resolve, reject) => {
    const cancelled = () => new ApiError({ kind: 'aborted', message: t('cdpRelay_runCancelled') });
    if (signal?.aborted) return reject(cancelled());
    const onAbort = () => {
      if (!waiting.delete(id)) return;
      postToHost({ type: 'node-cancel', id });
      reject(cancelled());
    };
    waiting.set(id, {
      resolve: (result) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(result);
      },
      reject: (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      },
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    if (!postToHost({ type: 'node-run', id, session: session.id, code, timeoutSeconds })) {
      waiting.delete(id);
      reject(notConnected());
    }
  });
}

/** The host's answer to a run. */
export function nodeRunAnswered(message: NodeResultMessage): void {
  const waiter = waiting.get(message.id);
  if (!waiter) return;
  waiting.delete(message.id);
  if ('code' in message) {
    const { kind, status } = REFUSAL_KIND[message.code] ?? { kind: 'server' as const, status: 502 };
    return waiter.reject(new ApiError({ kind, status, code: message.code, message: message.error }));
  }
  const { stdout, stderr, exitCode, killed } = message;
  waiter.resolve({ stdout, result: stdout, stderr, exitCode, killed });
}

/** The host went away: no run will be answered. */
export function failNodeRuns(): void {
  for (const [id, waiter] of waiting) {
    waiting.delete(id);
    waiter.reject(
      new ApiError({
        kind: 'network',
        status: 503,
        code: CDP_CODES.notConnected,
        message: t('cdpRelay_hostGoneMidRun'),
      }),
    );
  }
}
