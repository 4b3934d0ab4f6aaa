import { useState } from 'preact/hooks';
import { Button } from '@/components/ui/Button';
import { formatDateTime } from '@/lib/i18n/format-date';
import { t } from '@/lib/i18n/t';
import type { LocalMonitor } from '@/lib/monitor/monitor-schema';
import { CheckDetail } from '@/entrypoints/sidepanel/views/monitors/CheckDetail';
import { checkText } from '@/entrypoints/sidepanel/views/monitors/schedule-text';
import { useChecks } from '@/entrypoints/sidepanel/views/monitors/use-monitor-data';

const PAGE = 20;

/** A monitor's checks, newest first, a page at a time; the chosen one opens below it. */
export function CheckTimeline({
  monitor,
  seq,
  onSelect,
}: {
  monitor: LocalMonitor;
  seq?: number;
  onSelect(seq: number | undefined): void;
}) {
  const [limit, setLimit] = useState(PAGE);
  const { value: checks, loading } = useChecks(monitor.id, limit);
  if (!loading && checks.length === 0) return <p class="muted">{t('monitor_noCheckYet')}</p>;
  return (
    <div class="check-timeline">
      <h4>{t('monitor_checks')}</h4>
      <ol>
        {checks.map((check) => (
          <li key={check.seq} class={`check status-${check.status}`} data-seq={check.seq}>
            <button
              type="button"
              class="link-button"
              aria-expanded={seq === check.seq}
              onClick={() => onSelect(seq === check.seq ? undefined : check.seq)}
            >
              <time>{formatDateTime(check.at)}</time> · {checkText(check)}
            </button>
            {check.summary?.firstChangedLine && <p class="muted first-line">{check.summary.firstChangedLine}</p>}
            {seq === check.seq && <CheckDetail monitor={monitor} check={check} />}
          </li>
        ))}
      </ol>
      {checks.length === limit && (
        <Button variant="quiet" onClick={() => setLimit(limit + PAGE)}>
          {t('monitor_moreChecks')}
        </Button>
      )}
    </div>
  );
}
