import { useEffect, useState } from 'preact/hooks';
import { getContent, listChecks, listMonitors } from '@/lib/monitor/monitor-store';
import { watchMonitors } from '@/lib/monitor/monitor-events';
import type { LocalMonitor, MonitorCheck, MonitorContent } from '@/lib/monitor/monitor-schema';

/** Reads `load` now and again whenever a monitor (or one of its checks) changes. */
function useMonitorRead<T>(load: () => Promise<T>, deps: unknown[], initial: T): { value: T; loading: boolean } {
  const [state, setState] = useState({ value: initial, loading: true });
  useEffect(() => {
    let live = true;
    const read = () =>
      load().then(
        (value) => live && setState({ value, loading: false }),
        () => live && setState({ value: initial, loading: false }),
      );
    void read();
    const stop = watchMonitors(() => void read());
    return () => {
      live = false;
      stop();
    };
  }, deps);
  return state;
}

export const useLocalMonitors = () => useMonitorRead(listMonitors, [], [] as LocalMonitor[]);

/** A monitor's newest checks (a page of `limit`). */
export const useChecks = (monitorId: string, limit: number) =>
  useMonitorRead(() => listChecks(monitorId, { limit }), [monitorId, limit], [] as MonitorCheck[]);

/** The stored content a check points at (its own when new or changed; an earlier one when the same). */
export const useCheckContent = (monitorId: string, seq: number | undefined) =>
  useMonitorRead(
    () => (seq ? getContent(monitorId, seq) : Promise.resolve(undefined)),
    [monitorId, seq],
    undefined as MonitorContent | undefined,
  );
