import { useState } from 'preact/hooks';
import { Button } from '@/components/ui/Button';
import { t } from '@/lib/i18n/t';
import { itemId, type BatchItem } from '@/lib/jobs/batch-schema';
import { routeHash } from '@/entrypoints/sidepanel/route';
import { CrawlItemFacts } from '@/entrypoints/sidepanel/views/crawl/CrawlItemFacts';
import { useBatchItems } from '@/entrypoints/sidepanel/views/batch/use-batch-items';
import { ReadingTime } from '@/entrypoints/sidepanel/views/batch/ReadingTime';

/** Items rendered (and read) a step at a time: 1,000 pages never become 1,000 rows at once. */
const STEP = 100;

/** A batch's pages: each one's status, its failure with the reason, a link to its result (a crawl's: its depth). */
interface Props {
  batchId: string;
  total: number;
  crawl?: boolean;
  /** The scrape timeout every page has (a running row shows it beside its seconds). */
  timeoutMs: number;
}

export function BatchItems({ batchId, total, crawl = false, timeoutMs }: Props) {
  const [limit, setLimit] = useState(STEP);
  const items = useBatchItems(batchId, limit);
  if (!items) return <p class="muted">{t('sidepanel_loading')}</p>;
  return (
    <>
      <ul class="batch-items" aria-label={t('batch_itemsLabel')}>
        {items.map((item) => (
          <ItemRow key={item.index} item={item} crawl={crawl} timeoutMs={timeoutMs} />
        ))}
      </ul>
      {items.length < total && (
        <Button class="history-more" onClick={() => setLimit(limit + STEP)}>
          {t('batch_showMore', Math.min(STEP, total - items.length))}
        </Button>
      )}
    </>
  );
}

/** Pages that were not read say why; one with no reason from its engine says that. */
const notRead = (item: BatchItem) => item.status === 'failed' || item.status === 'skipped';

function ItemRow({ item, crawl, timeoutMs }: { item: BatchItem; crawl: boolean; timeoutMs: number }) {
  const name = item.title || item.url;
  const why = item.error?.message ?? (notRead(item) ? t('batch_noReasonGiven') : undefined);
  return (
    <li class="batch-item" data-index={item.index} data-status={item.status}>
      {item.status === 'done' ? (
        <a href={routeHash({ view: 'result', jobId: itemId(item.batchId, item.index) })}>{name}</a>
      ) : (
        <span>{name}</span>
      )}
      <span class={`badge status-${item.status}`}>{t(`batch_item_${item.status}`)}</span>
      {item.title && <span class="muted">{item.url}</span>}
      {crawl && <CrawlItemFacts item={item} />}
      {item.status === 'running' && item.startedAt !== undefined && (
        <ReadingTime startedAt={item.startedAt} timeoutMs={timeoutMs} />
      )}
      {why && item.status !== 'done' && <span class="batch-item-error">{why}</span>}
    </li>
  );
}
