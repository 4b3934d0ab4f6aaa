import { useEffect, useState } from 'preact/hooks';

/** Whole seconds until `until` (ms since the epoch), ticking each second; undefined without one. */
export function useSecondsLeft(until: number | undefined): number | undefined {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (until === undefined) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === undefined ? undefined : Math.max(0, Math.ceil((until - now) / 1000));
}
