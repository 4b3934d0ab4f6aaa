import { useState } from 'preact/hooks';
import { Lazy, lazyModule } from '@/components/ui/lazy-module';
import type { ScrapeRequestInput } from '@/lib/api/schemas/scrape-request';
import { t } from '@/lib/i18n/t';
import { afterChecks } from '@/entrypoints/popup/load-checks';
import type { PageTab } from '@/entrypoints/popup/start-state';

const useWatchPage = lazyModule(afterChecks(() => import('@/components/monitor-form/WatchPage')));

/** The side panel shows the new monitor's first check (focused-check.ts builds a schema: loaded now). */
const loadFocusedCheck = afterChecks(() => import('@/lib/monitor/focused-check'));
const onCreated = async (monitor: { id: string }) => (await loadFocusedCheck()).focusCheck(monitor.id);

/** "Watch this page" under the scrape form: the monitor uses the options chosen above (actions, tags…). */
export function WatchSection({ tab, request }: { tab: PageTab; request: ScrapeRequestInput | undefined }) {
  const [open, setOpen] = useState(false);
  const watchPage = useWatchPage(open);
  return (
    <details class="watch-section" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('monitor_watchThisPage')}</summary>
      {request ? (
        <Lazy state={watchPage}>
          {(m) => (
            <m.WatchPage url={tab.url} title={tab.title} request={request} idPrefix="watch" onCreated={onCreated} />
          )}
        </Lazy>
      ) : (
        <p class="hint">{t('monitor_fixScrapeFirst')}</p>
      )}
    </details>
  );
}
