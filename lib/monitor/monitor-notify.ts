import { browser } from 'wxt/browser';
import { openSidePanel } from '@/lib/browser/side-panel';
import { httpStatusText } from '@/lib/api/http-status';
import { t } from '@/lib/i18n/t';
import { listMonitors } from '@/lib/monitor/monitor-store';
import type { CheckOutcome } from '@/lib/monitor/check-outcome';
import { focusCheck } from '@/lib/monitor/focused-check';
import { showUnseenChanges } from '@/lib/jobs/report-to-user';

const PREFIX = 'monitor:';

type Notifications = typeof browser.notifications;
/** Present only once the optional `notifications` permission is granted. */
const notifications = (): Notifications | undefined => (browser as { notifications?: Notifications }).notifications;

/** The badge counts changes not yet seen, over every monitor. */
export async function refreshUnseenBadge(): Promise<number> {
  const unseen = (await listMonitors()).reduce((sum, m) => sum + m.unseen, 0);
  await showUnseenChanges(unseen);
  return unseen;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** A changed or removed page updates the badge and raises a notification naming it and what changed. */
export async function tellAboutCheck({ monitor, check }: CheckOutcome): Promise<void> {
  // Only a change adds an unseen one: a check that found none leaves the count as it was.
  if (check.status !== 'changed' && check.status !== 'removed') return;
  await refreshUnseenBadge();
  const api = notifications();
  if (!api || (check.status === 'changed' && !check.summary)) return;
  const message = check.summary
    ? [t('result_diffStats', check.summary.added, check.summary.removed), check.summary.firstChangedLine]
    : [t('monitor_removedStatus', httpStatusText(check.statusCode ?? 404))];
  await api
    .create(`${PREFIX}${monitor.id}:${check.seq}`, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/monitor-icon.png'),
      title: t('monitor_notifyTitle', monitor.name || monitor.title || hostOf(monitor.request.url)),
      message: message.filter(Boolean).join('\n'),
    })
    .catch((error: unknown) => console.warn('The change notification could not be shown', error)); // the check stays recorded
}

/** Opens the side panel (or, when the browser will not open it from here, a tab) on the check's diff. */
async function openCheck(notificationId: string): Promise<void> {
  const [monitorId, seq] = notificationId.slice(PREFIX.length).split(':');
  if (!monitorId) return;
  // Asked first, while the click still counts as a user gesture.
  const opened = openSidePanel({ windowId: browser.windows.WINDOW_ID_CURRENT });
  await focusCheck(monitorId, seq ? Number(seq) : undefined);
  if (!(await opened)) {
    await browser.tabs.create({
      url: browser.runtime.getURL(`/sidepanel.html#/monitors/${encodeURIComponent(monitorId)}/${seq ?? ''}`),
    });
  }
  await notifications()?.clear(notificationId);
}

let listening = false;
function listenForClicks(): void {
  const api = notifications();
  if (!api || listening) return;
  listening = true;
  api.onClicked.addListener((id) => {
    if (id.startsWith(PREFIX)) void openCheck(id);
  });
}

export function registerMonitorNotifications(): void {
  listenForClicks();
  // Granted while this worker runs (the first monitor was just created): listen from now on.
  browser.permissions.onAdded.addListener(() => listenForClicks());
  void refreshUnseenBadge().catch(() => undefined);
}
