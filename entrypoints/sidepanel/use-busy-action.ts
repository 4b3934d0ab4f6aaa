import { useState } from 'preact/hooks';
import { errorText } from '@/lib/api/error-text';

/**
 * One action at a time on a list item (open, stop, cancel…): `busy` while it runs, its failure's
 * words in `error` until the next action starts.
 */
export function useBusyAction(): { busy: boolean; error: string | undefined; act(work: () => Promise<unknown>): void } {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const act = (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    work().then(
      () => setBusy(false),
      (e: unknown) => {
        setBusy(false);
        setError(errorText(e));
      },
    );
  };
  return { busy, error, act };
}
