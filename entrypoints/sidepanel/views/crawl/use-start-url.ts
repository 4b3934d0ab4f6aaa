import { useEffect, useRef } from 'preact/hooks';

/**
 * Keeps a form's address on `startUrl` (the tab in front, or the one the popup asked for) until
 * the user types their own; a new request from the popup (`requestAt`) sets it again.
 */
export function useStartUrl(startUrl: string, requestAt: number | undefined, setUrl: (url: string) => void) {
  const edited = useRef(false);
  useEffect(() => {
    if (!edited.current && startUrl) setUrl(startUrl);
  }, [startUrl]);
  useEffect(() => {
    if (requestAt === undefined) return;
    edited.current = false;
    if (startUrl) setUrl(startUrl);
  }, [requestAt]);
  return {
    /** Call when the user changes the address themselves. */
    edited: () => {
      edited.current = true;
    },
  };
}
