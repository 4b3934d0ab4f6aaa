import { t } from '@/lib/i18n/t';
import { ask } from '@/lib/app/ask';
import { afterChecks } from '@/entrypoints/popup/load-checks';

/** "Whole site…": opens the side panel's crawl view on this tab's address. */
export function CrawlEntry({ tabId, url }: { tabId?: number; url?: string }) {
  const open = () => {
    // The panel opens inside the click; the address follows. The hand-over code loads only
    // now, so the popup's first paint carries none of it.
    const opening = ask('openSidePanel', { tabId });
    void afterChecks(() => import('@/lib/crawl/crawl-view-request'))()
      .then(({ requestCrawlView }) => requestCrawlView(url ?? ''))
      .then(() => opening)
      .then(
        () => window.close(),
        () => undefined,
      );
  };
  return (
    <button type="button" onClick={open} title={t('popup_crawlWhy')}>
      {t('popup_crawl')}
    </button>
  );
}
