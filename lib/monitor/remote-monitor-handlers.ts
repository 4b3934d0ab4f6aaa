import { remoteClient } from '@/lib/engines/remote/remote-client';
import { handle } from '@/lib/messaging/handle';

/** The service's monitors, for the Monitors view: every call with the user's key, here only. */
export function registerRemoteMonitorHandlers(): void {
  const monitors = async () => (await remoteClient()).monitors;
  handle('remoteMonitors', async (paging) => (await monitors()).list(paging));
  handle('remoteMonitorCreate', async (request) => (await monitors()).create(request));
  handle('remoteMonitorUpdate', async ({ monitorId, change }) => (await monitors()).update(monitorId, change));
  handle('remoteMonitorDelete', async ({ monitorId }) => (await monitors()).delete(monitorId));
  handle('remoteMonitorRun', async ({ monitorId }) => (await monitors()).run(monitorId));
  handle('remoteMonitorChecks', async ({ monitorId, ...paging }) => (await monitors()).checks(monitorId, paging));
  handle('remoteMonitorCheck', async ({ monitorId, checkId, ...paging }) =>
    (await monitors()).check(monitorId, checkId, paging),
  );
}
