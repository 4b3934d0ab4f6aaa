import { useState } from 'preact/hooks';
import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { errorText } from '@/lib/api/error-text';
import { formatDateTime } from '@/lib/i18n/format-date';
import { Button } from '@/components/ui/Button';
import type { RemoteMonitor } from '@/lib/api/schemas/monitor';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import { ask } from '@/lib/app/ask';
import { useLoader } from '@/entrypoints/sidepanel/use-loader';
import { RemoteChecks } from '@/entrypoints/sidepanel/views/monitors/RemoteChecks';
import { RemoteMonitorForm } from '@/entrypoints/sidepanel/views/monitors/RemoteMonitorForm';
import { ErrorLine } from '@/components/ui/ErrorLine';

/** The service's monitors (with a key): list, create, run now, pause, resume, delete, checks. */
export function RemoteMonitors({ url }: { url?: string }) {
  const { data, error, reload } = useLoader(() => ask('remoteMonitors', { limit: 100 }), []);
  const [creating, setCreating] = useState(false);
  if (error?.kind === 'no-key') return <p class="hint remote-monitors">{t('monitor_remoteNeedsKey')}</p>;
  return (
    <div class="remote-monitors">
      {error && <ErrorBanner error={error} onRetry={reload} />}
      <details open={creating} onToggle={(e) => setCreating(e.currentTarget.open)}>
        <summary>{t('monitor_remoteNew')}</summary>
        {creating && (
          <RemoteMonitorForm
            url={url}
            onCreated={() => {
              setCreating(false);
              reload();
            }}
          />
        )}
      </details>
      {data && data.data.length === 0 && <p class="muted">{t('monitor_remoteNone')}</p>}
      <ul class="monitor-list">
        {data?.data.map((m) => (
          <RemoteMonitorCard key={m.id} monitor={m} onChange={reload} />
        ))}
      </ul>
    </div>
  );
}

function RemoteMonitorCard({ monitor, onChange }: { monitor: RemoteMonitor; onChange(): void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [refresh, setRefresh] = useState(0);
  const act = (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    work().then(
      () => {
        setBusy(false);
        setRefresh((n) => n + 1);
        onChange();
      },
      (e: unknown) => {
        setBusy(false);
        setError(errorText(e));
      },
    );
  };
  const paused = monitor.status === 'paused';
  const name = monitor.name ?? monitor.id;
  const s = monitor.lastCheckSummary;
  return (
    <li class="monitor-card remote" data-remote-monitor={monitor.id}>
      <h3>
        <button type="button" class="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {name}
        </button>
      </h3>
      <dl class="monitor-facts">
        <dt>{t('monitor_schedule')}</dt>
        <dd>
          {monitor.schedule?.text ?? monitor.schedule?.cron}{' '}
          {monitor.schedule?.timezone ? `(${monitor.schedule.timezone})` : ''}
        </dd>
        <dt>{t('monitor_remoteStatus')}</dt>
        <dd class="remote-status">{monitor.status}</dd>
        <dt>{t('monitor_nextCheck')}</dt>
        <dd>{paused || !monitor.nextRunAt ? '—' : formatDateTime(monitor.nextRunAt)}</dd>
        <dt>{t('monitor_lastCheck')}</dt>
        <dd>
          {monitor.lastRunAt
            ? `${formatDateTime(monitor.lastRunAt)}${s ? ` · ${tPlural('monitor_remoteSummary', s.totalPages ?? 0, s.changed ?? 0, s.new ?? 0, s.error ?? 0)}` : ''}`
            : t('monitor_noCheckYet')}
        </dd>
        {monitor.goal && (
          <>
            <dt>{t('monitor_remoteGoal')}</dt>
            <dd>{monitor.goal}</dd>
          </>
        )}
      </dl>
      <div class="toolbar monitor-actions">
        <Button
          onClick={() =>
            act(async () => {
              await ask('remoteMonitorRun', { monitorId: monitor.id });
              setOpen(true);
            })
          }
          disabled={busy}
        >
          {t('monitor_checkNow')}
        </Button>
        <Button
          onClick={() =>
            act(() =>
              ask('remoteMonitorUpdate', { monitorId: monitor.id, change: { status: paused ? 'active' : 'paused' } }),
            )
          }
          disabled={busy}
        >
          {paused ? t('monitor_resume') : t('monitor_pause')}
        </Button>
        <Button
          variant="danger"
          onClick={() =>
            confirm(t('monitor_confirmDelete', name)) &&
            act(() => ask('remoteMonitorDelete', { monitorId: monitor.id }))
          }
          disabled={busy}
        >
          {t('monitor_delete')}
        </Button>
      </div>
      <ErrorLine text={error} />
      {open && <RemoteChecks monitorId={monitor.id} refresh={refresh} />}
    </li>
  );
}
