import { t } from '@/lib/i18n/t';
import { ask } from '@/lib/app/ask';
import { afterChecks } from '@/entrypoints/popup/load-checks';

/** "Many pages…": opens the side panel's chooser on the tabs of this window. */
export function BatchEntry({ tabId }: { tabId?: number }) {
  const open = () => {
    // The panel opens inside the click; the list follows. The hand-over code loads only now,
    // so the popup's first paint carries none of it.
    const opening = ask('openSidePanel', { tabId });
    void afterChecks(() => import('@/lib/batch/open-batch-chooser'))()
      .then(({ showInChooser }) => showInChooser('windowTabs', () => ask('gatherPages', { source: 'windowTabs' })))
      .then(() => opening)
      .then(
        () => window.close(),
        () => undefined,
      );
  };
  return (
    <button type="button" onClick={open}>
      {t('popup_batch')}
    </button>
  );
}
