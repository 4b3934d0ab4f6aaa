import { useEffect, useState } from 'preact/hooks';

/**
 * True once the browser is idle after `after` became true: what the popup loads after its first
 * paint (the schemas, the file section) waits for it, so a click or key right after the popup
 * opens is handled at once rather than behind that code's evaluation.
 */
export function useIdle(after: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!after || idle) return undefined;
    const id = requestIdleCallback(() => setIdle(true), { timeout: 500 });
    return () => cancelIdleCallback(id);
  }, [after, idle]);
  return idle;
}
