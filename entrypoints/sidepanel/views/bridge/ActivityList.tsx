import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorLine } from '@/components/ui/ErrorLine';
import { errorText } from '@/lib/api/error-text';
import { ACTIVITY_CAP } from '@/lib/bridge/activity/activity-log';
import { t } from '@/lib/i18n/t';
import { ActivityRow } from '@/entrypoints/sidepanel/views/bridge/ActivityRow';
import { useActivity } from '@/entrypoints/sidepanel/views/bridge/use-activity';

const count = new Intl.NumberFormat();

/** The bridge's activity log: each request a program sent, newest first, a page at a time. */
export function ActivityList() {
  const { entries, loading, error, next, loadMore } = useActivity();
  return (
    <div class="activity" aria-busy={loading}>
      <p class="muted">{t('activity_intro', count.format(ACTIVITY_CAP))}</p>
      {error !== undefined && <ErrorLine text={errorText(error)} />}
      {!loading && entries.length === 0 && error === undefined && <EmptyState title={t('activity_empty')} />}
      <ul class="activity-list">
        {entries.map((entry) => (
          <ActivityRow key={entry.id} entry={entry} />
        ))}
      </ul>
      {next && (
        <Button class="history-more" onClick={loadMore} disabled={loading}>
          {t('activity_more')}
        </Button>
      )}
    </div>
  );
}
