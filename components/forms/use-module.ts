import { useEffect, useState } from 'preact/hooks';

/**
 * Loads a lazily split module once `when` turns true (a section opened), so the popup's first
 * paint carries none of it. Returns the module, or undefined while it loads.
 */
export function useModule<M>(load: () => Promise<M>, when = true): M | undefined {
  const [mod, setMod] = useState<M>();
  useEffect(() => {
    if (!when || mod) return;
    let live = true;
    void load().then((m) => live && setMod(() => m));
    return () => {
      live = false;
    };
  }, [when]);
  return mod;
}
