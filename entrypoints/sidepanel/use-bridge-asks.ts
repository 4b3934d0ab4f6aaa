import { useEffect, useState } from 'preact/hooks';
import { readAskMirror } from '@/lib/bridge/consent/ask-mirror';
import { bridgeAskChanges, type PendingAsk } from '@/lib/bridge/consent/ask-schema';

/** The programs' requests waiting for the user: the mirror at open, then every change announced. */
export function useBridgeAsks(): PendingAsk[] {
  const [asks, setAsks] = useState<PendingAsk[]>([]);
  useEffect(() => {
    let heard = false;
    const stop = bridgeAskChanges.watch((list) => {
      heard = true;
      setAsks(list);
    });
    // A change heard before the mirror is read is newer than it.
    void readAskMirror().then(
      (list) => heard || setAsks(list),
      () => undefined,
    );
    return stop;
  }, []);
  return asks;
}
