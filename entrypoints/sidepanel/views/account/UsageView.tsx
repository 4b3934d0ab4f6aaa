import { useCallback, useMemo, useState } from 'preact/hooks';
import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { UsageChart } from '@/components/usage-chart/UsageChart';
import { UsageTable } from '@/components/usage-chart/UsageTable';
import { shapeUsage } from '@/components/usage-chart/usage-data';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Toggle } from '@/components/ui/Toggle';
import { t } from '@/lib/i18n/t';
import { useLoader } from '@/entrypoints/sidepanel/use-loader';
import { loadTokenUsage, type LoadUsage } from '@/entrypoints/sidepanel/views/account/load-usage';

/** Extract token usage month by month, as a chart and a table; optionally split per API key. */
export function UsageView({ load = loadTokenUsage }: { load?: LoadUsage }) {
  const [byApiKey, setByApiKey] = useState(false);
  const fetchUsage = useCallback(() => load(byApiKey), [load, byApiKey]);
  const { data, error, loading, reload } = useLoader(fetchUsage, [fetchUsage]);
  const series = useMemo(() => (data ? shapeUsage(data.periods, byApiKey) : undefined), [data, byApiKey]);
  return (
    <section class="usage" aria-label={t('sidepanel_navUsage')} aria-busy={loading}>
      <div class="toolbar">
        <Toggle pressed={byApiKey} onChange={setByApiKey} label={t('usage_byKey')} />
        <Button onClick={reload} disabled={loading}>
          {t('crawls_refresh')}
        </Button>
      </div>
      <p class="muted">{t('usage_about')}</p>
      {error && <ErrorBanner error={error} onRetry={reload} needsKeyFor={t('usage_needsKey')} />}
      {series && series.months.length === 0 && <EmptyState title={t('usage_empty')} />}
      {series && series.months.length > 0 && (
        <>
          <UsageChart series={series} />
          <UsageTable series={series} />
        </>
      )}
    </section>
  );
}
