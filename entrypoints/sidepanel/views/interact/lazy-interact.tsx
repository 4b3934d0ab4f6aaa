import { Lazy, lazyModule } from '@/components/ui/lazy-module';
import type { InteractViewProps } from '@/entrypoints/sidepanel/views/interact/InteractView';

const useInteractModule = lazyModule(() => import('@/entrypoints/sidepanel/views/interact/index'));

/** The Interact view, loaded on first use. */
export function LazyInteractView(props: InteractViewProps) {
  return <Lazy state={useInteractModule()}>{(m) => <m.InteractView {...props} />}</Lazy>;
}
