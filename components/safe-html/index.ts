export { SafeHtml, SafeMarkdown, SandboxedPreview } from '@/components/safe-html/SafeHtml';
export { sanitizeHtml } from '@/components/safe-html/sanitize';
export { markdownToSafeHtml } from '@/components/safe-html/markdown-to-html';
