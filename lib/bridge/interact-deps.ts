import { ApiError } from '@/lib/api/api-error';
import { t } from '@/lib/i18n/t';
import { chosenAgentModel } from '@/lib/model/model-call';
import {
  actKinds,
  createSession,
  endSession,
  knowsScrape,
  listSessions,
  poolParkedTabs,
  nodeSupport,
  openOnScrape,
  runInSession,
  runNodeInSession,
  sessionCdpUrl,
  sessionById,
  sessionOnScrape,
  type ActGate,
} from '@/lib/interact';
import type { BridgeInteract } from '@/lib/bridge/bridge-deps';
import { actGate, requireActing, type ActShown } from '@/lib/bridge/consent/act-consent';

/** A prompt needs the model the user chose: without one, words saying where to choose it (and what works without). */
async function agentModel() {
  try {
    return await chosenAgentModel();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'MODEL_NONE')
      throw new ApiError({ kind: 'invalid-request', code: 'INTERACT_NO_MODEL', message: t('bridge_interactNoModel') });
    throw error;
  }
}

/**
 * Interact in the user's own tabs for one request of a program (`client`): each session opened and
 * each run started only with acting turned on in Settings and the user's consent to act on its
 * sites (act-consent.ts), every command logged. Background only.
 */
export function interactDeps(request: { client: string; signal: AbortSignal; path: string }): BridgeInteract {
  const { client, signal, path } = request;
  // One gate for the request: a site allowed once is allowed for the whole request (open and run).
  let gate: ActGate | undefined;
  const gateFor = (shown: ActShown) => (gate ??= actGate({ client, signal, path, shown }));
  return {
    knowsScrape,
    find: sessionById,
    onScrape: sessionOnScrape,
    list: listSessions,
    end: (session) => endSession(session, 'stopped'),
    nodeSupport,
    shown: (what, language) =>
      'prompt' in what
        ? { detail: what.prompt, acts: ['prompt'] }
        : language === 'node'
          ? // Node code can do anything on the page: every kind of action is shown.
            { detail: what.code, acts: ['read', 'click', 'type', 'navigate'] }
          : { detail: what.code, acts: actKinds(what.code) ?? [] },
    async openOnScrape(jobId, life, shown) {
      await requireActing();
      return openOnScrape(jobId, {
        client,
        gate: gateFor(shown),
        signal,
        parked: poolParkedTabs,
        ...life,
      });
    },
    async create(life) {
      await requireActing();
      return createSession({ client, signal, ...life });
    },
    async run(session, what, timeoutSec, shown) {
      await requireActing();
      const run = 'prompt' in what ? { prompt: what.prompt, model: await agentModel() } : what;
      return runInSession(session, run, timeoutSec, gateFor(shown), signal);
    },
    async runNode(session, code, timeoutSec, shown) {
      await requireActing();
      return runNodeInSession(session, code, timeoutSec, gateFor(shown), signal);
    },
    // A program on cdpUrl acts as node code does: its navigations ask through the same gate.
    cdpUrl: (session, shown) => sessionCdpUrl(session, gateFor(shown)),
  };
}
