import { DiffView } from '@/components/diff-view/DiffView';
import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { Lazy, lazyModule } from '@/components/ui/lazy-module';
import { t } from '@/lib/i18n/t';
import type { Job } from '@/lib/jobs/job-schema';
import type { LocalMonitor, MonitorCheck } from '@/lib/monitor/monitor-schema';
import { useCheckContent } from '@/entrypoints/sidepanel/views/monitors/use-monitor-data';
import { checkText } from '@/entrypoints/sidepanel/views/monitors/schedule-text';

// The result renderers load on first use, as in the Result view.
const useResultModule = lazyModule(() => import('@/components/result/ResultView'));

/** One check: its diff (when the page changed) and the page as that check read it. */
export function CheckDetail({ monitor, check }: { monitor: LocalMonitor; check: MonitorCheck }) {
  const { value: content, loading } = useCheckContent(monitor.id, check.contentSeq);
  const resultModule = useResultModule(Boolean(content));
  if (check.status === 'failed' && check.error) return <ErrorBanner error={check.error} />;
  if (loading) return <p class="muted">{t('sidepanel_loading')}</p>;
  if (!content) return <p class="muted">{t('monitor_contentGone')}</p>;
  // Shown through the Result view's own renderer, as the finished local scrape it was.
  const job: Job = {
    id: `monitor-${monitor.id}-${check.contentSeq}`,
    kind: 'scrape',
    engine: 'local',
    status: 'done',
    createdAt: check.at,
    updatedAt: check.at,
    finishedAt: check.at,
    url: monitor.request.url,
    request: monitor.request,
    title: monitor.name || monitor.title,
    result: content.result,
  };
  return (
    <div class="check-detail">
      {check.status === 'changed' && content.diff && <DiffView diff={content.diff} />}
      {check.status === 'removed' && <p class="monitor-removed">{checkText(check)}</p>}
      {check.status === 'same' && <p class="muted">{t('monitor_sameAs', check.contentSeq ?? 0)}</p>}
      <details>
        <summary>{t('monitor_pageAsRead')}</summary>
        <Lazy state={resultModule}>{(m) => <m.ResultView job={job} />}</Lazy>
      </details>
    </div>
  );
}
