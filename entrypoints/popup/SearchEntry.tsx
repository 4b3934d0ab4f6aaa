import { t } from '@/lib/i18n/t';
import { ask } from '@/lib/app/ask';
import { afterChecks } from '@/entrypoints/popup/load-checks';

/** "Search the web…": opens the side panel's Search view. */
export function SearchEntry({ tabId }: { tabId?: number }) {
  const open = () => {
    // The panel opens inside the click; the view follows. The hand-over code loads only now,
    // so the popup's first paint carries none of it.
    const opening = ask('openSidePanel', { tabId });
    void afterChecks(() => import('@/lib/search/search-view-request'))()
      .then(({ requestSearchView }) => requestSearchView(''))
      .then(() => opening)
      .then(
        () => window.close(),
        () => undefined,
      );
  };
  return (
    <button type="button" onClick={open} title={t('popup_searchWhy')}>
      {t('popup_search')}
    </button>
  );
}
