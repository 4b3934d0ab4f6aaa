import { noteAskWaiting } from '@/lib/bridge/bridge-badge';
import { writeAskMirror } from '@/lib/bridge/consent/ask-mirror';
import {
  bridgeAskChanges,
  READ_ASKS,
  STEP_ASKS,
  type AskAnswer,
  type AskWhat,
  type PendingAsk,
} from '@/lib/bridge/consent/ask-schema';
import { actPolicies } from '@/lib/permissions/act-policy-store';
import { setSitePolicy } from '@/lib/permissions/site-policy-store';

// The background's requests waiting for the user's consent. Memory is the truth: an ask lives only
// as long as its request (whose signal aborts when the client goes or the host gives up after
// 10 minutes). Each change is announced and mirrored for the side panel, and counted on the badge.

interface Waiting {
  ask: PendingAsk;
  settle(answer: AskAnswer): void;
}

const waiting = new Map<string, Waiting>();
let mirrored = Promise.resolve();

/** The asks waiting, oldest first. */
export const pendingAsks = (): PendingAsk[] => [...waiting.values()].map(({ ask }) => ask);

function publish(): void {
  const asks = pendingAsks();
  bridgeAskChanges.announce(asks);
  // In order, so the last list written is the last one announced.
  mirrored = mirrored.then(() => writeAskMirror(asks)).catch(() => undefined);
}

/** Shows the ask in the side panel and resolves with the user's answer; rejects when `signal` aborts first. */
export function askUser(request: Omit<PendingAsk, 'id' | 'createdAt'>, signal: AbortSignal): Promise<AskAnswer> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const ask: PendingAsk = { ...request, id: crypto.randomUUID(), createdAt: Date.now() };
    const end = () => {
      signal.removeEventListener('abort', onAbort);
      waiting.delete(ask.id);
      noteAskWaiting(-1);
      publish();
    };
    const onAbort = () => {
      end();
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    waiting.set(ask.id, {
      ask,
      settle: (answer) => {
        end();
        resolve(answer);
      },
    });
    noteAskWaiting(1);
    publish();
  });
}

/** The family an ask's stored answer belongs to: reading a site, acting on it, or none (one step's yes). */
const familyOf = (what: AskWhat) => (READ_ASKS.has(what) ? 'read' : STEP_ASKS.has(what) ? undefined : 'act');

/**
 * The user's answer from the side panel. "Always allow" and "Block" are stored first (to read, or
 * to act: two stores), and answer as well every other waiting ask of the same family about those
 * sites only (a program often asks for one site several times at once). An ask for one step (a
 * password, a file, a download) is answered for that step alone, never stored. False when the
 * ask is no longer waiting.
 */
export async function answerAsk(id: string, answer: AskAnswer): Promise<boolean> {
  const chosen = waiting.get(id);
  if (!chosen) return false;
  const { sites, what } = chosen.ask;
  const family = familyOf(what);
  const stored = answer !== 'once' && family !== undefined;
  if (stored) {
    const policy = answer === 'always' ? 'allow' : 'block';
    await (family === 'read' ? setSitePolicy(sites, policy) : actPolicies.set(sites, policy));
  }
  const answered = !stored
    ? [chosen]
    : [...waiting.values()].filter(
        ({ ask }) => familyOf(ask.what) === family && ask.sites.every((s) => sites.includes(s)),
      );
  // An ask may have ended (its request aborted) while the policy was stored.
  for (const one of answered) if (waiting.get(one.ask.id) === one) one.settle(answer);
  return true;
}

/** At the worker's start: asks left in the mirror by an earlier worker have no request behind them. */
export const clearAskMirror = (): Promise<void> => writeAskMirror(pendingAsks());
