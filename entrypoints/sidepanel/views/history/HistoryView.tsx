import { useState } from 'preact/hooks';
import { Tabs, tabPanelProps } from '@/components/ui/Tabs';
import { t } from '@/lib/i18n/t';
import { ActivityList } from '@/entrypoints/sidepanel/views/bridge/ActivityList';
import { useActivityShown } from '@/entrypoints/sidepanel/views/bridge/use-activity-shown';
import { HistoryJobs } from '@/entrypoints/sidepanel/views/history/HistoryJobs';

type Part = 'jobs' | 'activity';
const ID = 'history';

/**
 * History: the jobs, and, once programs may use the bridge or have used it, the bridge's activity
 * log beside them (a user who never turned the bridge on sees only the jobs).
 */
export function HistoryView({ onOpen }: { onOpen(jobId: string): void }) {
  const activityShown = useActivityShown();
  const [part, setPart] = useState<Part>('jobs');
  const shown = activityShown ? part : 'jobs';
  return (
    <section class="history" aria-label={t('sidepanel_navHistory')}>
      {activityShown ? (
        <>
          <Tabs<Part>
            items={[
              { key: 'jobs', label: t('history_partJobs') },
              { key: 'activity', label: t('history_partActivity') },
            ]}
            selected={shown}
            onSelect={setPart}
            label={t('history_parts')}
            idPrefix={ID}
          />
          <div {...tabPanelProps(ID, shown)} class="history-part">
            {shown === 'jobs' ? <HistoryJobs onOpen={onOpen} /> : <ActivityList />}
          </div>
        </>
      ) : (
        <HistoryJobs onOpen={onOpen} />
      )}
    </section>
  );
}
