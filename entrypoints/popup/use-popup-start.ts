import { useLayoutEffect, useState } from 'preact/hooks';
import type { LazyState } from '@/components/ui/lazy-module';
import { useChecks, type Checks } from '@/entrypoints/popup/load-checks';
import { answeredPopupStart, loadPopupStart, type PopupStart } from '@/entrypoints/popup/start-state';
import { useIdle } from '@/entrypoints/popup/use-idle';
import { errorText } from '@/lib/api/error-text';

/**
 * The popup's start (tab, checked settings) and, once the browser is idle after the first paint, its checks
 * (checks.ts).
 */
export function usePopupStart() {
  const [start, setStart] = useState<PopupStart | undefined>(answeredPopupStart);
  const [failed, setFailed] = useState<string>();
  // A layout effect runs right after the first render; useEffect would wait for a frame.
  useLayoutEffect(() => {
    if (start) return;
    void loadPopupStart().then(setStart, (e: unknown) => setFailed(errorText(e)));
  }, []); // once: the start, unless the first render had it
  const idle = useIdle(Boolean(start));
  const checks: LazyState<Checks> = useChecks(idle);
  return { start, setStart, idle, checks: failed === undefined ? checks : { failed } };
}
