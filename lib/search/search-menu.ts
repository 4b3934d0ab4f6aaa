import type { Browser } from 'wxt/browser';
import { errorText } from '@/lib/api/error-text';
import { createMenuItem } from '@/lib/browser/menu-build';
import { openSidePanel } from '@/lib/browser/side-panel';
import { t } from '@/lib/i18n/t';
import { reportToUser } from '@/lib/jobs/report-to-user';
import { SEARCH_QUERY_MAX } from '@/lib/api/schemas/search';
import { requestSearchView } from '@/lib/search/search-view-request';

const MENU_ID = 'search-selection';

/** "Search the web for “…”" on selected text (context-menu.ts builds it with the others). */
export const createSearchMenuItem = (): Promise<void> =>
  createMenuItem({ id: MENU_ID, title: t('menu_searchSelection'), contexts: ['selection'] });

/**
 * Opens the side panel's Search view with the selected words (the panel first, inside the
 * gesture); the search starts from the view, where the user sees its options. False when the
 * click was not this item.
 */
export function searchMenuClicked(info: Browser.contextMenus.OnClickData, tab: Browser.tabs.Tab | undefined): boolean {
  if (info.menuItemId !== MENU_ID) return false;
  const panel = openSidePanel({ tabId: tab?.id });
  const query = (info.selectionText ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX);
  void requestSearchView(query)
    .then(() => panel)
    .catch((error: unknown) => reportToUser(errorText(error)));
  return true;
}
