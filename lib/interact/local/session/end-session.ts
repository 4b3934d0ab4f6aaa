import { stopCdpRelay } from '@/lib/cdp-relay';
import { t } from '@/lib/i18n/t';
import { RunStopped } from '@/lib/interact/local/run/run-result';
import type { EndReason, EndedSession, LocalSession } from '@/lib/interact/local/session/local-session';
import { removeSession } from '@/lib/interact/local/session/session-store';
import { releaseTab } from '@/lib/interact/local/session/session-tab';

/**
 * Ends a session: its run stops with words saying why, its DevTools address ends (a program on its
 * cdpUrl is let go, the debugger detached), its tab closes.
 */
export async function endSession(session: LocalSession, reason: EndReason): Promise<EndedSession | undefined> {
  const record = removeSession(session, reason);
  if (!record) return undefined;
  const words = reason === 'tab-closed' ? t('interactLocal_tabClosed') : t('interactLocal_sessionEnded');
  session.run?.abort(new RunStopped(reason === 'tab-closed' ? 'tab-closed' : 'session-ended', words));
  await stopCdpRelay(session.id, words).catch(() => undefined);
  await releaseTab(session.tabId);
  return record;
}
