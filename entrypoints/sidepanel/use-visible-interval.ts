import { useEffect } from 'preact/hooks';

/**
 * Calls `tick` every `ms` while `active` and the page is visible; once more when the page becomes
 * visible again, so a panel that was hidden shows fresh data at once.
 */
export function useVisibleInterval(tick: () => void, ms: number, active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = document.visibilityState === 'visible' ? setInterval(tick, ms) : undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tick();
      start();
    };
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [tick, ms, active]);
}
