import { Marked } from 'marked';
import { sanitizeHtml } from '@/components/safe-html/sanitize';

// Its own Marked instance: options set here never leak into another user of the library.
const marked = new Marked({ gfm: true, breaks: false, async: false });

/** Markdown (untrusted) to sanitized HTML. Raw HTML inside the markdown goes through DOMPurify too. */
export function markdownToSafeHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }));
}
