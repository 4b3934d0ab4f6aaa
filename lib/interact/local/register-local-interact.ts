import { browser } from 'wxt/browser';
import { handle } from '@/lib/messaging/handle';
import { interactLocalMessages } from '@/lib/interact/local/interact-local-protocol';
import { endSession } from '@/lib/interact/local/session/end-session';
import { closeLeftTabs, watchSessionTabs } from '@/lib/interact/local/session/session-life';
import { activeSessions, findSession, publish, viewOf } from '@/lib/interact/local/session/session-store';

/** Programs' sessions in the user's own tabs, in the background: their tabs watched, the side panel's Stop. */
export function registerLocalInteract(): void {
  watchSessionTabs();
  // The mirror lists an earlier worker's sessions; their tabs are closed, and the list is this worker's.
  void closeLeftTabs().finally(publish);
  handle(interactLocalMessages, 'localSessions', async () => activeSessions().map(viewOf));
  handle(interactLocalMessages, 'stopLocalSession', async ({ id }) => {
    const session = findSession(id);
    return { stopped: session !== undefined && (await endSession(session, 'user-stopped')) !== undefined };
  });
  handle(interactLocalMessages, 'showLocalSession', async ({ id }) => {
    const session = findSession(id);
    if (!session) return { shown: false };
    const tab = await browser.tabs.update(session.tabId, { active: true });
    if (tab?.windowId !== undefined)
      await browser.windows.update(tab.windowId, { focused: true }).catch(() => undefined);
    return { shown: true };
  });
}
