import { browser } from 'wxt/browser';

// Tab groups (Chrome 89+, Firefox 139+; the `tabGroups` permission names and colours them). Where
// the browser has none, a tab stays ungrouped: callers mark it otherwise too (its toolbar badge).

type GroupApi = {
  group?(options: { tabIds: number[]; groupId?: number; createProperties?: { windowId?: number } }): Promise<number>;
};
type TabGroupsApi = {
  get(groupId: number): Promise<{ id: number; windowId: number; title?: string }>;
  update(groupId: number, change: { title?: string; color?: string; collapsed?: boolean }): Promise<unknown>;
};

const tabsApi = () => browser.tabs as unknown as GroupApi;
const groupsApi = () => (browser as unknown as { tabGroups?: TabGroupsApi }).tabGroups;

/** Whether this browser groups tabs. */
export const canGroupTabs = (): boolean => typeof tabsApi().group === 'function';

/**
 * Puts the tab in the group `groupId` when it still exists in the tab's window, else in a new
 * group titled `title`; the group's id, or undefined where tabs cannot be grouped (or it failed:
 * grouping is a mark for the user, never a reason to refuse the work).
 */
export async function groupTab(
  tabId: number,
  title: string,
  color: string,
  groupId?: number,
): Promise<number | undefined> {
  const api = tabsApi();
  if (!api.group) return undefined;
  try {
    const tab = await browser.tabs.get(tabId);
    const existing =
      groupId === undefined
        ? undefined
        : await groupsApi()
            ?.get(groupId)
            .catch(() => undefined);
    if (existing && existing.windowId === tab.windowId) return await api.group({ tabIds: [tabId], groupId });
    const created = await api.group({ tabIds: [tabId], createProperties: { windowId: tab.windowId } });
    await groupsApi()
      ?.update(created, { title, color, collapsed: false })
      .catch(() => undefined);
    return created;
  } catch (error) {
    console.warn('The tab could not be grouped', error);
    return undefined;
  }
}
