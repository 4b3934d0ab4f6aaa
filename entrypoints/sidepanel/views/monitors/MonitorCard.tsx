import { useState } from 'preact/hooks';
import { Button } from '@/components/ui/Button';
import { errorText } from '@/lib/api/error-text';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import { requestSiteAccess } from '@/lib/permissions/page-access';
import { ask } from '@/lib/app/ask';
import { isFailing, monitorLabel, type LocalMonitor } from '@/lib/monitor/monitor-schema';
import { CheckTimeline } from '@/entrypoints/sidepanel/views/monitors/CheckTimeline';
import { EditMonitor } from '@/entrypoints/sidepanel/views/monitors/EditMonitor';
import { checkText, nextCheckText, scheduleText } from '@/entrypoints/sidepanel/views/monitors/schedule-text';
import { changeRuleText, watchedPartText } from '@/entrypoints/sidepanel/views/monitors/watch-text';
import { ErrorLine } from '@/components/ui/ErrorLine';

interface Props {
  monitor: LocalMonitor;
  open: boolean;
  seq?: number;
  onSelect(monitorId: string | undefined, seq?: number): void;
}

/** One local monitor: what it watches, when, how it went last; its actions and, opened, its checks. */
export function MonitorCard({ monitor, open, seq, onSelect }: Props) {
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const [editing, setEditing] = useState(false);
  const act = (name: string, work: () => Promise<unknown>) => {
    setBusy(name);
    setError(undefined);
    work().then(
      () => setBusy(undefined),
      (e: unknown) => {
        setBusy(undefined);
        setError(errorText(e));
      },
    );
  };
  const failing = isFailing(monitor);
  const last = monitor.lastCheck;
  const name = monitorLabel(monitor);
  const remove = () =>
    confirm(t('monitor_confirmDelete', name)) && act('delete', () => ask('deleteMonitor', { monitorId: monitor.id }));
  return (
    <li class={`monitor-card${failing ? ' failing' : ''}`} data-monitor={monitor.id}>
      <h3>
        <button
          type="button"
          class="link-button"
          aria-expanded={open}
          onClick={() => onSelect(open ? undefined : monitor.id)}
        >
          {name}
        </button>
      </h3>
      <p class="muted monitor-url">{monitor.request.url}</p>
      <dl class="monitor-facts">
        <dt>{t('monitor_schedule')}</dt>
        <dd>{scheduleText(monitor.schedule)}</dd>
        <dt>{t('monitor_nextCheck')}</dt>
        <dd class="monitor-next">{nextCheckText(monitor)}</dd>
        <dt>{t('monitor_watchedPart')}</dt>
        <dd class="monitor-part">{watchedPartText(monitor.request)}</dd>
        <dt>{t('monitor_changeRuleLabel')}</dt>
        <dd class="monitor-rule">{changeRuleText(monitor.changeRule)}</dd>
        <dt>{t('monitor_lastCheck')}</dt>
        <dd class={`monitor-last status-${last?.status ?? 'none'}`}>
          {last ? checkText(last) : t('monitor_noCheckYet')}
        </dd>
      </dl>
      {failing && (
        <p class="status error monitor-failing" role="alert">
          {tPlural('monitor_failing', monitor.failures)}{' '}
          <Button variant="quiet" onClick={() => void requestSiteAccess(monitor.request.url)}>
            {t('monitor_allowSite')}
          </Button>
        </p>
      )}
      <div class="toolbar monitor-actions">
        <Button
          onClick={() => act('check', () => ask('checkMonitorNow', { monitorId: monitor.id }))}
          disabled={busy !== undefined}
        >
          {busy === 'check' ? t('monitor_checking') : t('monitor_checkNow')}
        </Button>
        <Button
          onClick={() =>
            act('status', () =>
              ask('updateMonitor', {
                monitorId: monitor.id,
                status: monitor.status === 'active' ? 'paused' : 'active',
              }),
            )
          }
          disabled={busy !== undefined}
        >
          {monitor.status === 'active' ? t('monitor_pause') : t('monitor_resume')}
        </Button>
        <Button onClick={() => setEditing(!editing)} aria-expanded={editing}>
          {t('monitor_edit')}
        </Button>
        <Button variant="danger" onClick={remove} disabled={busy !== undefined}>
          {t('monitor_delete')}
        </Button>
      </div>
      <ErrorLine text={error} />
      {editing && <EditMonitor monitor={monitor} onDone={() => setEditing(false)} />}
      {open && <CheckTimeline monitor={monitor} seq={seq} onSelect={(s) => onSelect(monitor.id, s)} />}
    </li>
  );
}
