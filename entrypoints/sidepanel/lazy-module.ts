import { useEffect, useState } from 'preact/hooks';

/**
 * A module loaded on first use (dynamic import, its own chunk), then kept: the panel's first
 * paint does not wait for renderers it may not need.
 */
export function lazyModule<T>(load: () => Promise<T>): () => T | undefined {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return function useLazyModule() {
    const [mod, setMod] = useState(loaded);
    useEffect(() => {
      if (mod) return;
      loading ??= load().then((m) => (loaded = m));
      let live = true;
      loading.then((m) => live && setMod(() => m), (e: unknown) => console.error('Could not load a view:', e));
      return () => {
        live = false;
      };
    }, [mod]);
    return mod;
  };
}
