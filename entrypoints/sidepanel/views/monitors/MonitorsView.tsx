import '@/entrypoints/sidepanel/views/monitors/monitors.css';
import { useEffect, useState } from 'preact/hooks';
import { EmptyState } from '@/components/ui/EmptyState';
import { Lazy, lazyModule } from '@/components/ui/lazy-module';
import { t } from '@/lib/i18n/t';
import { ask } from '@/lib/app/ask';
import { unscriptableReason } from '@/lib/browser/tabs';
import { useActiveTab } from '@/entrypoints/sidepanel/use-active-tab';
import { MonitorCard } from '@/entrypoints/sidepanel/views/monitors/MonitorCard';
import { RemoteMonitors } from '@/entrypoints/sidepanel/views/monitors/RemoteMonitors';
import { useLocalMonitors } from '@/entrypoints/sidepanel/views/monitors/use-monitor-data';

const useWatchPage = lazyModule(() => import('@/components/monitor-form/WatchPage'));

interface Props {
  monitorId?: string;
  seq?: number;
  onSelect(monitorId: string | undefined, seq?: number): void;
}

/** Every monitor with its schedule, next check, last status and, opened, its timeline of checks. */
export function MonitorsView({ monitorId, seq, onSelect }: Props) {
  const { value: monitors, loading } = useLocalMonitors();
  const tab = useActiveTab();
  const [watchOpen, setWatchOpen] = useState(false);
  const watchPage = useWatchPage(watchOpen);
  // Looking at the view is seeing the changes: the badge count goes.
  useEffect(() => void ask('markMonitorsSeen', {}).catch(() => undefined), [monitors.length]);
  const canWatch = tab && !unscriptableReason(tab.url, 'local');
  return (
    <section class="monitors" aria-label={t('monitor_view')}>
      <details class="watch-section" open={watchOpen} onToggle={(e) => setWatchOpen(e.currentTarget.open)}>
        <summary>{t('monitor_watchInFront')}</summary>
        {canWatch ? (
          <Lazy state={watchPage}>
            {(m) => (
              <m.WatchPage
                key={tab.url}
                url={tab.url}
                title={tab.title}
                idPrefix="panel-watch"
                onCreated={(monitor) => {
                  setWatchOpen(false);
                  onSelect(monitor.id);
                }}
              />
            )}
          </Lazy>
        ) : (
          <p class="hint">{t('monitor_noPageInFront')}</p>
        )}
      </details>
      <h2>{t('monitor_local')}</h2>
      {!loading && monitors.length === 0 ? (
        <EmptyState title={t('monitor_none')}>
          <p>{t('monitor_noneHint')}</p>
        </EmptyState>
      ) : (
        <ul class="monitor-list">
          {monitors.map((m) => (
            <MonitorCard
              key={m.id}
              monitor={m}
              open={m.id === monitorId}
              seq={m.id === monitorId ? seq : undefined}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
      <h2>{t('monitor_remote')}</h2>
      <RemoteMonitors url={canWatch ? tab.url : undefined} />
    </section>
  );
}
