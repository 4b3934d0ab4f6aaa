import { registerInteractHandlers } from '@/lib/interact/interact-handlers';

/**
 * Interact: programs and people act on a page (click, fill, navigate). The service's part: a
 * browser at the service (a scrape's, or one of its own) that code or a prompt acts in, shown as a
 * transcript. The local part runs a program's session in the user's own tab through the bridge
 * (agent-browser commands, or a prompt the user's model carries out). The other features reach it
 * only through this file.
 */

/** The background's part of interact: the service's sessions. */
export function registerInteract(): void {
  registerInteractHandlers();
}
export { registerLocalInteract } from '@/lib/interact/local/register-local-interact';
export {
  createSession,
  endSession,
  knowsScrape,
  listSessions,
  openOnScrape,
  runInSession,
  sessionById,
  sessionOnScrape,
  type FoundSession,
  type OpenedSession,
  type RunWhat,
  type SessionLife,
} from '@/lib/interact/local/local-interact';
export type { LocalSession, EndedSession } from '@/lib/interact/local/session/local-session';
export type { ActGate, ActedCommand } from '@/lib/interact/local/run/act-gate';
export type { PromptResult } from '@/lib/interact/local/prompt/prompt-agent';
export type { Sensitive } from '@/lib/interact/local/in-page/sensitive';
export { noParkedTabs, poolParkedTabs, type ParkedTabs } from '@/lib/interact/local/session/parked-tabs';
export { nodeSupport, runNodeInSession, sessionCdpUrl, NODE_UNAVAILABLE } from '@/lib/interact/local/run/run-node';
export { actKinds, type ActKind } from '@/lib/interact/local/describe-code';
export { interactLocalMessages } from '@/lib/interact/local/interact-local-protocol';
