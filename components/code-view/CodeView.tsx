import { useMemo } from 'preact/hooks';
import { chunkLines, CHUNK_THRESHOLD, estimateHeight } from '@/components/markdown-view/chunk-text';
import { LazyChunks } from '@/components/markdown-view/LazyChunks';

interface Props {
  /** Source text (HTML, markdown, JSON): shown as text in a <pre>, never parsed. */
  text: string;
  label?: string;
}

const renderChunk = (chunk: string) => <pre class="code-chunk">{chunk}</pre>;
const estimateCode = (chunk: string) => estimateHeight(chunk, 18, 100);

/** Code as plain text; a long text is laid out in chunks as it scrolls into view. */
export function CodeView({ text, label }: Props) {
  const chunks = useMemo(() => (text.length > CHUNK_THRESHOLD ? chunkLines(text) : undefined), [text]);
  return (
    <div class="code-view" role="region" aria-label={label} tabIndex={0}>
      {chunks ? (
        <LazyChunks chunks={chunks} render={renderChunk} estimate={estimateCode} />
      ) : (
        <pre class="code-chunk">{text}</pre>
      )}
    </div>
  );
}
