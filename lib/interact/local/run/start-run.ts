import { ApiError } from '@/lib/api/api-error';
import { t } from '@/lib/i18n/t';
import type { ActGate } from '@/lib/interact/local/run/act-gate';
import type { LocalSession } from '@/lib/interact/local/session/local-session';
import { publish } from '@/lib/interact/local/session/session-store';

/**
 * The start of every run in a session (commands, a prompt, node code): one run at a time, the
 * user's consent to act on the page the tab shows now, then the run marked on the session (the
 * side panel hears of it). The controller stops the run.
 */
export async function startRun(session: LocalSession, gate: ActGate): Promise<AbortController> {
  if (session.run)
    throw new ApiError({
      kind: 'invalid-request',
      code: 'INTERACT_SESSION_BUSY',
      message: t('interactLocal_sessionBusy'),
    });
  if (session.url !== 'about:blank') await gate.site(session.url);
  const control = new AbortController();
  session.run = control;
  publish();
  return control;
}
