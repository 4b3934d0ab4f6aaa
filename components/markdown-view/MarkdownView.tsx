import { useMemo } from 'preact/hooks';
import { SafeMarkdown } from '@/components/safe-html/SafeHtml';
import { CodeView } from '@/components/code-view/CodeView';
import { chunkMarkdown, CHUNK_THRESHOLD, estimateHeight } from '@/components/markdown-view/chunk-text';
import { LazyChunks } from '@/components/markdown-view/LazyChunks';

interface Props {
  markdown: string;
  /** Show the markdown source as text instead of rendering it. */
  raw?: boolean;
}

const renderChunk = (chunk: string) => <SafeMarkdown markdown={chunk} />;
const estimateRendered = (chunk: string) => estimateHeight(chunk, 24, 90);

/**
 * Untrusted markdown, rendered through SafeMarkdown or shown raw. A long answer (megabytes) is
 * rendered progressively, chunk by chunk as it scrolls into view, so no task blocks the panel.
 */
export function MarkdownView({ markdown, raw = false }: Props) {
  // Not keyed on `raw`: switching to raw and back does not split megabytes again.
  const chunks = useMemo(() => (markdown.length <= CHUNK_THRESHOLD ? undefined : chunkMarkdown(markdown)), [markdown]);
  if (raw) return <CodeView text={markdown} />;
  if (!chunks) return <SafeMarkdown markdown={markdown} class="markdown-view" />;
  return (
    <LazyChunks class="markdown-view prose-chunks" chunks={chunks} render={renderChunk} estimate={estimateRendered} />
  );
}
