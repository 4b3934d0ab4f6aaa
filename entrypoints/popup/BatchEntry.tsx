import { t } from '@/lib/i18n/t';
import { showInChooser } from '@/lib/jobs/batch/open-batch-chooser';
import { ask } from '@/lib/messaging/messenger';

/** "Many pages…": opens the side panel's chooser on the tabs of this window. */
export function BatchEntry({ tabId }: { tabId?: number }) {
  const open = () => {
    // The panel opens inside the click; the list follows.
    const opening = ask('openSidePanel', { tabId });
    void showInChooser('windowTabs', () => ask('gatherPages', { source: 'windowTabs' })).then(() => opening).then(() => window.close(), () => undefined);
  };
  return (
    <button type="button" onClick={open}>
      {t('popup_batch')}
    </button>
  );
}
