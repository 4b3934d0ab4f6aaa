import type { Browser } from 'wxt/browser';
import { openSidePanel } from '@/lib/browser/side-panel';
import { gatherPages } from '@/lib/batch/gather-pages';
import type { GatherRequest } from '@/lib/batch/gather-schema';
import { t } from '@/lib/i18n/t';
import { showInChooser } from '@/lib/batch/open-batch-chooser';
import { createMenuItem, toolbarButtonContext } from '@/lib/browser/menu-build';
import { reportToUser } from '@/lib/jobs/report-to-user';
import { errorText } from '@/lib/api/error-text';

// "Scrape many pages": a submenu whose items gather pages and show them in the side panel's
// chooser, where the user sees the list and its count before anything starts.
const PARENT = 'batch';
const ITEMS: {
  id: string;
  source: GatherRequest['source'];
  title: Parameters<typeof t>[0];
  contexts: ['page' | 'selection' | 'action', ...('page' | 'selection' | 'action')[]];
}[] = [
  { id: 'batch-window-tabs', source: 'windowTabs', title: 'menu_batchWindowTabs', contexts: ['page', 'action'] },
  { id: 'batch-selected-tabs', source: 'selectedTabs', title: 'menu_batchSelectedTabs', contexts: ['page', 'action'] },
  { id: 'batch-selection-links', source: 'selectionLinks', title: 'menu_batchSelectionLinks', contexts: ['selection'] },
  { id: 'batch-page-links', source: 'pageLinks', title: 'menu_batchPageLinks', contexts: ['page'] },
];

/** Called by context-menu.ts when it builds the menu: the submenu, then its items. */
export async function createBatchMenu(): Promise<void> {
  const inContext = (contexts: readonly string[]) =>
    contexts.map((c) => (c === 'action' ? toolbarButtonContext() : c)) as ['page'];
  await createMenuItem({
    id: PARENT,
    title: t('menu_batchParent'),
    contexts: inContext(['page', 'selection', 'action']),
  });
  await Promise.all(
    ITEMS.map((item) =>
      createMenuItem({ id: item.id, parentId: PARENT, title: t(item.title), contexts: inContext(item.contexts) }),
    ),
  );
}

/** Handles a click on one of the batch items; false when the click was not one of them. */
export function batchMenuClicked(menuItemId: string | number, tab: Browser.tabs.Tab | undefined): boolean {
  const item = ITEMS.find((i) => i.id === menuItemId);
  if (!item) return false;
  // Opened first, inside the gesture; the list follows.
  const panel = openSidePanel({ tabId: tab?.id });
  void showInChooser(
    item.source,
    () => gatherPages({ source: item.source, windowId: tab?.windowId, tabId: tab?.id }),
    tab?.id,
  )
    .then(() => panel)
    .catch((error: unknown) => reportToUser(errorText(error)));
  return true;
}
