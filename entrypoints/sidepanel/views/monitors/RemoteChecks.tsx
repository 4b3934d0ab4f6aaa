import { useState } from 'preact/hooks';
import { DiffView } from '@/components/diff-view/DiffView';
import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { formatDateTime } from '@/lib/i18n/format-date';
import { SafeLink } from '@/components/result/SafeLink';
import { Button } from '@/components/ui/Button';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import type { RemoteCheck } from '@/lib/api/schemas/monitor';
import { ask } from '@/lib/app/ask';
import { useLoader } from '@/entrypoints/sidepanel/use-loader';

const summaryText = (check: RemoteCheck) => {
  const s = check.summary;
  return s ? tPlural('monitor_remoteSummary', s.totalPages ?? 0, s.changed ?? 0, s.new ?? 0, s.error ?? 0) : '';
};

/** A service monitor's checks, newest first; one opens to its pages, each with its diff. */
export function RemoteChecks({ monitorId, refresh }: { monitorId: string; refresh: number }) {
  const { data, error, reload } = useLoader(
    () => ask('remoteMonitorChecks', { monitorId, limit: 25 }),
    [monitorId, refresh],
  );
  const [open, setOpen] = useState<string>();
  if (error) return <ErrorBanner error={error} onRetry={reload} />;
  if (data && data.data.length === 0) return <p class="muted">{t('monitor_noCheckYet')}</p>;
  return (
    <div class="check-timeline">
      <h4>
        {t('monitor_checks')}{' '}
        <Button variant="quiet" onClick={reload}>
          {t('crawls_refresh')}
        </Button>
      </h4>
      <ol>
        {data?.data.map((check) => (
          <li key={check.id} class={`check status-${check.status ?? ''}`} data-check={check.id}>
            <button
              type="button"
              class="link-button"
              aria-expanded={open === check.id}
              onClick={() => setOpen(open === check.id ? undefined : check.id)}
            >
              <time>{formatDateTime(check.createdAt ?? '')}</time> · {check.status} {summaryText(check)}
            </button>
            {check.error && <p class="status error">{check.error}</p>}
            {open === check.id && <RemoteCheckPages monitorId={monitorId} checkId={check.id} />}
          </li>
        ))}
      </ol>
    </div>
  );
}

function RemoteCheckPages({ monitorId, checkId }: { monitorId: string; checkId: string }) {
  const { data, error, reload } = useLoader(
    () => ask('remoteMonitorCheck', { monitorId, checkId, limit: 25 }),
    [monitorId, checkId],
  );
  if (error) return <ErrorBanner error={error} onRetry={reload} />;
  const pages = data?.data.pages ?? [];
  if (data && pages.length === 0) return <p class="muted">{t('monitor_remoteNoPages')}</p>;
  return (
    <ul class="check-pages">
      {pages.map((page, i) => (
        <li key={page.id ?? i} class={`status-${page.status ?? ''}`}>
          <p>
            {page.status} · {page.url && <SafeLink href={page.url} />}
          </p>
          {page.error && <p class="status error">{page.error}</p>}
          {page.judgment?.reason && <p class="muted">{page.judgment.reason}</p>}
          {page.diff?.text && <DiffView diff={page.diff.text} />}
        </li>
      ))}
    </ul>
  );
}
