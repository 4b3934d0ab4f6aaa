import { remoteClient } from '@/lib/engines/remote/remote-client';
import { monitorClient } from '@/lib/monitor/monitor-client';
import { handle } from '@/lib/messaging/handle';
import { monitorMessages } from '@/lib/monitor/monitor-protocol';

/** The service's monitors, for the Monitors view: every call with the user's key, here only. */
export function registerRemoteMonitorHandlers(): void {
  const monitors = async () => monitorClient((await remoteClient()).transport);
  handle(monitorMessages, 'remoteMonitors', async (paging) => (await monitors()).list(paging));
  handle(monitorMessages, 'remoteMonitorCreate', async (request) => (await monitors()).create(request));
  handle(monitorMessages, 'remoteMonitorUpdate', async ({ monitorId, change }) =>
    (await monitors()).update(monitorId, change),
  );
  handle(monitorMessages, 'remoteMonitorDelete', async ({ monitorId }) => (await monitors()).delete(monitorId));
  handle(monitorMessages, 'remoteMonitorRun', async ({ monitorId }) => (await monitors()).run(monitorId));
  handle(monitorMessages, 'remoteMonitorChecks', async ({ monitorId, ...paging }) =>
    (await monitors()).checks(monitorId, paging),
  );
  handle(monitorMessages, 'remoteMonitorCheck', async ({ monitorId, checkId, ...paging }) =>
    (await monitors()).check(monitorId, checkId, paging),
  );
}
