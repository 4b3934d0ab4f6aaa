import { useState } from 'preact/hooks';
import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { Button } from '@/components/ui/Button';
import { ErrorLine } from '@/components/ui/ErrorLine';
import { ask } from '@/lib/app/ask';
import { formatDateTime } from '@/lib/i18n/format-date';
import { t } from '@/lib/i18n/t';
import { INTERACT_CODES } from '@/lib/interact/interact-errors';
import type { InteractSession, SessionList } from '@/lib/interact/interact-schemas';
import { routeHash } from '@/entrypoints/sidepanel/route';
import { useBusyAction } from '@/entrypoints/sidepanel/use-busy-action';
import { useLoader } from '@/entrypoints/sidepanel/use-loader';
import { useVisibleInterval } from '@/entrypoints/sidepanel/use-visible-interval';
import { canOpen, openLiveView } from '@/entrypoints/sidepanel/views/interact/open-live-view';
import '@/entrypoints/sidepanel/views/interact/sessions.css';

const REFRESH_MS = 10_000;

/** The team's open sessions and how to stop one; the view takes them as props so tests can pass stubs. */
export interface SessionActions {
  load(): Promise<SessionList>;
  stop(sessionId: string): Promise<void>;
}
export const sessionActions: SessionActions = {
  load: () => ask('interactSessions', {}),
  stop: async (sessionId) => void (await ask('interactSessionStop', { sessionId })),
};

interface Props {
  /** True while the view is the one shown: it refreshes only then. */
  active: boolean;
  actions?: SessionActions;
}

/**
 * The team's open browser sessions at the service (GET /v2/interact?status=active), refreshed every
 * 10 s while visible, each with its live view, a way to run code in it, and Stop. They sit beside the
 * active crawls: both are the team's work running at the service now, billed until it ends.
 */
export function BrowserSessions({ active, actions = sessionActions }: Props) {
  const { data, error, loading, reload } = useLoader(actions.load, [actions]);
  useVisibleInterval(reload, REFRESH_MS, active);
  const sessions = data?.sessions ?? [];
  // A service without sessions (a self-hosted one without the browser feature) is not a failure here.
  const absent = error && (error.code === INTERACT_CODES.unavailable || error.status === 404);
  return (
    <section class="browser-sessions" aria-label={t('sessions_title')} aria-busy={loading}>
      <h2>{t('sessions_title')}</h2>
      <p class="muted">{t('sessions_intro')}</p>
      {absent ? (
        <p class="muted">{t('sessions_unavailable')}</p>
      ) : (
        error && <ErrorBanner error={error} onRetry={reload} needsKeyFor={t('sessions_needsKey')} />
      )}
      {data && sessions.length === 0 && <p class="muted sessions-empty">{t('sessions_empty')}</p>}
      <ul class="session-list">
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} actions={actions} onStopped={reload} />
        ))}
      </ul>
    </section>
  );
}

function SessionItem({
  session,
  actions,
  onStopped,
}: {
  session: InteractSession;
  actions: SessionActions;
  onStopped(): void;
}) {
  const [confirming, setConfirming] = useState(false);
  const { busy, error, act } = useBusyAction();
  const stop = () =>
    act(async () => {
      await actions.stop(session.id);
      setConfirming(false);
      onStopped();
    });
  return (
    <li class="session" data-session={session.id}>
      <dl class="facts">
        <dt>{t('sessions_id')}</dt>
        <dd>
          <code>{session.id}</code>
        </dd>
        <dt>{t('sessions_started')}</dt>
        <dd>{session.createdAt ? formatDateTime(session.createdAt) : '—'}</dd>
        <dt>{t('sessions_lastActivity')}</dt>
        <dd>{session.lastActivity ? formatDateTime(session.lastActivity) : '—'}</dd>
      </dl>
      <div class="toolbar">
        {confirming ? (
          <>
            <span>{t('sessions_stopConfirm')}</span>
            <Button variant="danger" disabled={busy} onClick={stop}>
              {t('sessions_stopYes')}
            </Button>
            <Button variant="quiet" disabled={busy} onClick={() => setConfirming(false)}>
              {t('sessions_keep')}
            </Button>
          </>
        ) : (
          <>
            {canOpen(session.liveViewUrl ?? undefined) && (
              <Button disabled={busy} onClick={() => act(() => openLiveView(session.liveViewUrl ?? undefined))}>
                {t('interact_liveView')}
              </Button>
            )}
            <a class="btn btn-secondary" href={routeHash({ view: 'interact', sessionId: session.id })}>
              {t('sessions_runCode')}
            </a>
            <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
              {t('sessions_stop')}
            </Button>
          </>
        )}
      </div>
      {error && <ErrorLine text={error} />}
    </li>
  );
}
