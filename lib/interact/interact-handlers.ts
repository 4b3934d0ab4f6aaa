import { remoteClient } from '@/lib/engines/remote/remote-client';
import { keepAliveWhile } from '@/lib/browser/keep-alive';
import { handle } from '@/lib/messaging/handle';
import { interactCalls } from '@/lib/interact/interact-calls';
import { interactMessages } from '@/lib/interact/interact-protocol';
import {
  runInteract,
  settleInterruptedRuns,
  stopInteract,
  stopListedSession,
} from '@/lib/interact/remote-interact-run';

/** The service's interact sessions: every call with the user's key, here only. */
export function registerInteractHandlers(): void {
  const calls = async () => interactCalls((await remoteClient()).transport);
  // A run lasts as long as its timeout (minutes for a prompt): the worker is kept alive meanwhile.
  handle(interactMessages, 'interactSend', ({ target, ask }) =>
    keepAliveWhile(async () => runInteract(await calls(), target, ask)),
  );
  handle(interactMessages, 'interactStop', async ({ target }) => stopInteract(await calls(), target));
  handle(interactMessages, 'interactSessions', async () => (await calls()).sessions({ status: 'active' }));
  handle(interactMessages, 'interactSessionStop', async ({ sessionId }) => stopListedSession(await calls(), sessionId));
  void settleInterruptedRuns().catch(() => undefined);
}
