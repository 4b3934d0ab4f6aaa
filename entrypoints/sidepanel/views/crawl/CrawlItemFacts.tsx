import { SafeLink } from '@/components/result/SafeLink';
import type { BatchItem } from '@/lib/jobs/batch-schema';
import { t } from '@/lib/i18n/t';

/** A crawled page's depth (links from the start) and, when a redirect or canonical link moved it, where it was read. */
export function CrawlItemFacts({ item }: { item: BatchItem }) {
  const moved = item.finalUrl && item.finalUrl !== item.url ? item.finalUrl : undefined;
  if (item.depth === undefined && !moved) return null;
  return (
    <span class="muted crawl-item-facts">
      {item.depth !== undefined && <span class="badge">{t('crawlView_depth', item.depth)}</span>}
      {moved && (
        <span>
          {t('crawlView_movedTo')} <SafeLink href={moved} />
        </span>
      )}
    </span>
  );
}
