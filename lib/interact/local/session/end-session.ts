import { t } from '@/lib/i18n/t';
import { RunStopped } from '@/lib/interact/local/run/run-result';
import type { EndReason, EndedSession, LocalSession } from '@/lib/interact/local/session/local-session';
import { removeSession } from '@/lib/interact/local/session/session-store';
import { releaseTab } from '@/lib/interact/local/session/session-tab';

/** Ends a session: its run stops with words saying why, its tab closes (the debugger, if any, goes with it). */
export async function endSession(session: LocalSession, reason: EndReason): Promise<EndedSession | undefined> {
  const record = removeSession(session, reason);
  if (!record) return undefined;
  const words = reason === 'tab-closed' ? t('interactLocal_tabClosed') : t('interactLocal_sessionEnded');
  session.run?.abort(new RunStopped(reason === 'tab-closed' ? 'tab-closed' : 'session-ended', words));
  await releaseTab(session.tabId);
  return record;
}
