import { browser } from 'wxt/browser';
import { HOST_NAME } from '@/bridge-host/host-manifest.mjs';
import { connectCdpHost, disconnectCdpHost, receiveCdpHostMessage } from '@/lib/cdp-relay';
import { t } from '@/lib/i18n/t';
import { getSettings, watchSettings } from '@/lib/settings/settings-store';
import { bridgeStatusChanges, type BridgeStatus } from '@/lib/bridge/bridge-status';
import { bridgeToken } from '@/lib/bridge/bridge-token-store';
import { handleRelayed } from '@/lib/bridge/handle-relayed';
import { linkToHost, type HostConfig, type HostLink, type NativePort } from '@/lib/bridge/host-link';

// The background's one connection to the bridge program (docs/bridge.md): connected while the
// user has the bridge on, closed when it is off (the host then stops listening and exits). A host
// that goes away is started again after a pause that grows, so a missing install does not spin.

const RETRY_MS = [2_000, 5_000, 15_000, 60_000];
/**
 * While the bridge is on, an alarm wakes a worker the browser stopped anyway (an open native port
 * keeps it alive, but not through every update or crash): its start connects again.
 */
const WATCH_ALARM = 'bridge-watch';

let status: BridgeStatus = { state: 'off' };
let current: { link: HostLink; config: HostConfig } | undefined;
let retries = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let queue = Promise.resolve();

export const bridgeStatus = (): BridgeStatus => status;

function setStatus(next: BridgeStatus): void {
  status = next;
  bridgeStatusChanges.announce(next);
}

type NativeRuntime = { connectNative?: (name: string) => NativePort & { error?: { message?: string } } };

/** Why a port closed before the host listened, in the browser's words turned into ours. */
function disconnectReason(port: { error?: { message?: string } }): { reason: 'not-installed'; message: string } {
  const said = port.error?.message ?? (browser.runtime as { lastError?: { message?: string } }).lastError?.message;
  return { reason: 'not-installed', message: said ? t('bridge_hostMissingSaid', said) : t('bridge_hostUnavailable') };
}

/** Opens the native port and links the router to it; resolves with the link once the host listens. */
async function connect(config: HostConfig): Promise<HostLink> {
  const connectNative = (browser.runtime as unknown as NativeRuntime).connectNative;
  if (!connectNative) throw Object.assign(new Error(t('bridge_noPermission')), { reason: 'no-permission' });
  const port = connectNative(HOST_NAME);
  let early: { reason: 'not-installed'; message: string } | undefined;
  port.onDisconnect.addListener(() => (early = disconnectReason(port)));
  try {
    return await linkToHost(port, config, handleRelayed, { onOther: receiveCdpHostMessage });
  } catch (error) {
    if (early) throw Object.assign(new Error(early.message), early);
    throw error;
  }
}

function close(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  const link = current?.link;
  current = undefined;
  link?.close();
  if (link) disconnectCdpHost();
}

/** The DevTools relay (interact's node and cdpUrl) reaches the host through the same link. */
function lendLink(link: HostLink, config: HostConfig): void {
  connectCdpHost({ post: (message) => link.post(message), port: config.port, token: config.token });
}

function scheduleRetry(failure: Extract<BridgeStatus, { state: 'failed' }>): void {
  const delay = RETRY_MS[Math.min(retries, RETRY_MS.length - 1)]!;
  retries += 1;
  setStatus({ ...failure, retryAt: Date.now() + delay });
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void syncBridge(), delay);
}

async function sync(): Promise<void> {
  const settings = await getSettings();
  if (!settings.bridgeEnabled) {
    close();
    retries = 0;
    await browser.alarms.clear(WATCH_ALARM);
    return setStatus({ state: 'off' });
  }
  if (!(await browser.alarms.get(WATCH_ALARM))) await browser.alarms.create(WATCH_ALARM, { periodInMinutes: 1 });
  const config: HostConfig = { port: settings.bridgePort, token: await bridgeToken() };
  if (current && current.config.port === config.port && current.config.token === config.token) return;
  clearTimeout(retryTimer);
  setStatus({ state: 'starting' });
  try {
    if (current) {
      // A new token or port: the same host takes it (the old token stops working at once).
      await current.link.configure(config);
      current.config = config;
      lendLink(current.link, config);
    } else {
      const link = await connect(config);
      current = { link, config };
      lendLink(link, config);
      void link.closed.then((words) => {
        if (current?.link !== link) return; // closed by us
        current = undefined;
        disconnectCdpHost();
        scheduleRetry({ state: 'failed', reason: 'disconnected', message: words });
      });
    }
    retries = 0;
    setStatus({ state: 'listening', port: config.port });
  } catch (error) {
    const { reason, message } = error as { reason?: string; message?: string };
    const known = ['not-installed', 'no-permission', 'port-in-use'] as const;
    const failed = {
      state: 'failed' as const,
      reason: known.find((k) => k === reason) ?? ('bad-config' as const),
      message: message ?? String(error),
    };
    // A port in use or refused settings: the host is fine, the user changes the setting.
    if (failed.reason === 'port-in-use' || failed.reason === 'bad-config') {
      if (current) current.config = config;
      return setStatus(failed);
    }
    close();
    if (failed.reason === 'no-permission') return setStatus(failed);
    scheduleRetry(failed);
  }
}

/** Brings the connection in line with the settings; one at a time, so the last change wins. */
export function syncBridge(): Promise<void> {
  queue = queue.then(sync).catch((error: unknown) => console.warn('The bridge could not start', error));
  return queue;
}

/** Starts again now (Options' "Try again"), forgetting the pause. */
export function retryBridge(): Promise<void> {
  retries = 0;
  close();
  return syncBridge();
}

/** At every worker start, whenever the bridge's settings change, and at the watch alarm. */
export function watchBridgeSettings(): void {
  void syncBridge();
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === WATCH_ALARM) void syncBridge();
  });
  watchSettings((next, previous) => {
    if (next.bridgeEnabled !== previous?.bridgeEnabled || next.bridgePort !== previous?.bridgePort) void syncBridge();
  });
}
