import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { errorData, type ApiErrorData } from '@/lib/api/api-error';

export type Loaded<T> = { data?: T; error?: ApiErrorData; loading: boolean; reload(): void };

/** Runs `load` now and on reload(); keeps the last data while reloading; errors as ApiErrorData. */
export function useLoader<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [state, setState] = useState<Omit<Loaded<T>, 'reload'>>({ loading: true });
  const seq = useRef(0);
  const reload = useCallback(() => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => mine === seq.current && setState({ data, loading: false }),
      (e: unknown) =>
        mine === seq.current &&
        setState((s) => ({
          data: s.data,
          loading: false,
          error: errorData(e),
        })),
    );
  }, deps);
  useEffect(reload, [reload]);
  return { ...state, reload };
}
