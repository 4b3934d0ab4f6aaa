import { useState } from 'preact/hooks';
import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { JsonTree } from '@/components/json-tree/JsonTree';
import { formatDateTime } from '@/lib/i18n/format-date';
import { SafeLink } from '@/components/result/SafeLink';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorLine } from '@/components/ui/ErrorLine';
import { t } from '@/lib/i18n/t';
import type { ActiveCrawl } from '@/lib/api/schemas/active-crawls';
import { useBusyAction } from '@/entrypoints/sidepanel/use-busy-action';
import { useLoader } from '@/entrypoints/sidepanel/use-loader';
import { useVisibleInterval } from '@/entrypoints/sidepanel/use-visible-interval';
import {
  crawlActions,
  loadActiveCrawls,
  type CrawlActions,
  type LoadCrawls,
} from '@/entrypoints/sidepanel/views/crawl/load-crawls';

const REFRESH_MS = 10_000;

interface Props {
  /** True while this view is the one shown: it refreshes only then. */
  active: boolean;
  load?: LoadCrawls;
  actions?: CrawlActions;
  /** Shows a crawl's job (its pages as they arrive) once opened. */
  onOpen?(jobId: string): void;
}

/** The team's running crawls, refreshed every 10 s while visible, with a manual Refresh; each opens or cancels. */
export function CrawlsView({ active, load = loadActiveCrawls, actions = crawlActions, onOpen }: Props) {
  const { data, error, loading, reload } = useLoader(load, [load]);
  useVisibleInterval(reload, REFRESH_MS, active);
  const crawls = data?.crawls ?? [];
  return (
    <section class="crawls" aria-label={t('sidepanel_navCrawls')} aria-busy={loading}>
      <div class="toolbar">
        <Button onClick={reload} disabled={loading}>
          {t('crawls_refresh')}
        </Button>
        <span class="muted">{t('crawls_autoRefresh')}</span>
      </div>
      {error && <ErrorBanner error={error} onRetry={reload} needsKeyFor={t('crawls_needsKey')} />}
      {data && crawls.length === 0 && <EmptyState title={t('crawls_empty')} />}
      <ul class="crawl-list">
        {crawls.map((crawl) => (
          <CrawlItem key={crawl.id} crawl={crawl} actions={actions} onOpen={onOpen} onCancelled={reload} />
        ))}
      </ul>
    </section>
  );
}

interface ItemProps {
  crawl: ActiveCrawl;
  actions: CrawlActions;
  onOpen?(jobId: string): void;
  onCancelled(): void;
}

function CrawlItem({ crawl, actions, onOpen, onCancelled }: ItemProps) {
  const [confirming, setConfirming] = useState(false);
  const { busy, error, act } = useBusyAction();
  const open = () =>
    act(async () => {
      const jobId = await actions.open(crawl.id, crawl.url);
      onOpen?.(jobId);
    });
  const cancel = () =>
    act(async () => {
      await actions.cancel(crawl.id);
      setConfirming(false);
      onCancelled();
    });
  return (
    <li class="crawl" data-crawl={crawl.id}>
      <p class="crawl-url">
        <SafeLink href={crawl.url} />
      </p>
      <dl class="facts">
        <dt>{t('crawls_id')}</dt>
        <dd>
          <code>{crawl.id}</code>
        </dd>
        <dt>{t('crawls_started')}</dt>
        <dd>{crawl.created_at ? formatDateTime(crawl.created_at) : '—'}</dd>
      </dl>
      {crawl.options?.scrapeOptions && (
        <JsonTree
          value={crawl.options.scrapeOptions}
          label={t('crawls_options')}
          rootName={t('crawls_options')}
          openDepth={0}
        />
      )}
      <div class="toolbar crawl-actions">
        {confirming ? (
          <>
            <span>{t('crawlView_cancelConfirm')}</span>
            <Button variant="danger" disabled={busy} onClick={cancel}>
              {t('crawlView_cancelYes')}
            </Button>
            <Button variant="quiet" disabled={busy} onClick={() => setConfirming(false)}>
              {t('crawlView_cancelKeep')}
            </Button>
          </>
        ) : (
          <>
            <Button disabled={busy} onClick={open}>
              {t('crawlView_open')}
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
              {t('sidepanel_cancel')}
            </Button>
          </>
        )}
      </div>
      {error && <ErrorLine text={error} />}
    </li>
  );
}
