import { t } from '@/lib/i18n/t';
import { parseItemId } from '@/lib/jobs/batch-schema';
import { routeHash } from '@/entrypoints/sidepanel/route';

/** Above a batch page's result: the way back to its batch. Nothing for other jobs. */
export function BatchBackLink({ jobId }: { jobId: string }) {
  const item = parseItemId(jobId);
  if (!item) return null;
  return (
    <a class="batch-back" href={routeHash({ view: 'result', jobId: item.batchId })}>
      {t('batch_backToBatch', item.index + 1)}
    </a>
  );
}
