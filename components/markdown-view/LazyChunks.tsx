import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { enqueueRender } from '@/components/markdown-view/render-queue';

interface Props {
  chunks: string[];
  /** Renders one chunk (markdown as HTML, code as text). */
  render(chunk: string): ComponentChildren;
  /** Placeholder height in px for a chunk not rendered yet. */
  estimate(chunk: string): number;
  class?: string;
}

/**
 * Progressive rendering of a long text: the first chunk at once, every other chunk when it comes
 * within a screen or two of the viewport (IntersectionObserver), one chunk per frame.
 */
export function LazyChunks({ chunks, render, estimate, class: cls }: Props) {
  return (
    <div class={cls}>
      {chunks.map((chunk, i) => (
        <LazyChunk key={i} chunk={chunk} eager={i === 0} render={render} estimate={estimate} />
      ))}
    </div>
  );
}

interface ChunkProps extends Pick<Props, 'render' | 'estimate'> {
  chunk: string;
  eager: boolean;
}

function LazyChunk({ chunk, eager, render, estimate }: ChunkProps) {
  const [shown, setShown] = useState(eager);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = placeholder.current;
    if (shown || !el) return undefined;
    let cancel = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        cancel = enqueueRender(() => setShown(true));
      },
      { rootMargin: '1200px 0px' },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [shown]);
  if (shown) return <div class="chunk">{render(chunk)}</div>;
  return (
    <div ref={placeholder} class="chunk-placeholder" style={{ height: `${estimate(chunk)}px` }} aria-hidden="true" />
  );
}
