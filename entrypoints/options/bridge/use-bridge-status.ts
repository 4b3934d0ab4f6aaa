import { useEffect, useState } from 'preact/hooks';
import { bridgeStatusChanges, type BridgeStatus } from '@/lib/bridge/bridge-status';
import { ask } from '@/lib/app/ask';

/** The bridge's status as the background has it, kept current while the page is open. */
export function useBridgeStatus(): [BridgeStatus | undefined, (status: BridgeStatus) => void] {
  const [status, setStatus] = useState<BridgeStatus>();
  useEffect(() => {
    const stop = bridgeStatusChanges.watch(setStatus);
    void ask('bridgeStatus', {}).then(setStatus, () => undefined);
    return stop;
  }, []);
  return [status, setStatus];
}
