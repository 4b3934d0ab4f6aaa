export { SafeHtml, SafeMarkdown, SandboxedPreview } from './SafeHtml';
export { sanitizeHtml } from './sanitize';
export { markdownToSafeHtml } from './markdown-to-html';
