import { useState } from 'preact/hooks';
import { Lazy, lazyModule } from '@/components/ui/lazy-module';
import type { ScrapeRequestInput } from '@/lib/api/schemas/scrape-request';
import { t } from '@/lib/i18n/t';
import { focusCheck } from '@/lib/monitor/focused-check';
import type { PageTab } from './start-state';

const useWatchPage = lazyModule(() => import('@/components/monitor-form/WatchPage'));

/** "Watch this page" under the scrape form: the monitor uses the options chosen above (actions, tags…). */
export function WatchSection({ tab, request }: { tab: PageTab; request: ScrapeRequestInput | undefined }) {
  const [open, setOpen] = useState(false);
  const watchPage = useWatchPage(open);
  return (
    <details class="watch-section" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('monitor_watchThisPage')}</summary>
      {request ? (
        <Lazy state={watchPage}>
          {(m) => <m.WatchPage url={tab.url} title={tab.title} request={request} idPrefix="watch" onCreated={(monitor) => focusCheck(monitor.id)} />}
        </Lazy>
      ) : (
        <p class="hint">{t('monitor_fixScrapeFirst')}</p>
      )}
    </details>
  );
}
