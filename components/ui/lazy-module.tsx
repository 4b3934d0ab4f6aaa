import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/t';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { errorText } from '@/lib/api/error-text';

/**
 * The one way to load a split-off module (its own chunk) on first use, so a page's first paint
 * carries none of it: `use` returns the module once loaded (undefined while it loads, or while
 * `when` is false). A failed load is kept and shown by `<Lazy>` with a way out, never swallowed.
 */
export function lazyModule<M>(load: () => Promise<M>): (when?: boolean) => LazyState<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  return function useLazyModule(when = true) {
    const [state, setState] = useState<LazyState<M>>(loaded ? { module: loaded } : {});
    useEffect(() => {
      if (!when || state.module) return undefined;
      loading ??= load().then((m) => (loaded = m));
      let live = true;
      loading.then(
        (module) => live && setState({ module }),
        (error: unknown) => {
          loading = undefined;
          if (live) setState({ failed: errorText(error) });
        },
      );
      return () => {
        live = false;
      };
    }, [when, state.module]);
    return state;
  };
}

export interface LazyState<M> {
  module?: M;
  /** Why the module could not be loaded. */
  failed?: string;
}

/** Renders the loaded module, a loading line, or the failure with a reload. */
export function Lazy<M>({ state, children }: { state: LazyState<M>; children: (module: M) => ComponentChildren }) {
  if (state.module) return <>{children(state.module)}</>;
  if (state.failed !== undefined) {
    return (
      <Banner tone="error" title={t('ui_lazyFailed')}>
        <p>{t('ui_lazyFailedHint', state.failed)}</p>
        <div class="banner-actions">
          <Button onClick={() => location.reload()}>{t('ui_reload')}</Button>
        </div>
      </Banner>
    );
  }
  return <p class="hint muted">{t('forms_loadingSection')}</p>;
}
