import { useMemo, useRef } from 'preact/hooks';
import { useFocusableCode } from '@/components/safe-html/focusable-code';
import { markdownToSafeHtml } from '@/components/safe-html/markdown-to-html';
import { sanitizeHtml } from '@/components/safe-html/sanitize';
import { httpUrl } from '@/components/result/safe-url';

// The one audited place where markup reaches the DOM (the ESLint raw-HTML rule allows this file
// only). Every string passes through DOMPurify (sanitize.ts) right before the sink.

interface MarkdownProps {
  markdown: string;
  class?: string;
}

/** Untrusted markdown, rendered and sanitized. */
export function SafeMarkdown({ markdown, class: cls }: MarkdownProps) {
  const html = useMemo(() => markdownToSafeHtml(markdown), [markdown]);
  const ref = useRef<HTMLDivElement>(null);
  useFocusableCode(ref, html);
  return <div ref={ref} class={`prose${cls ? ` ${cls}` : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

interface HtmlProps {
  html: string;
  class?: string;
}

/** Untrusted HTML as a sanitized fragment (links and images kept, everything active removed). */
export function SafeHtml({ html, class: cls }: HtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const ref = useRef<HTMLDivElement>(null);
  useFocusableCode(ref, clean);
  return <div ref={ref} class={`prose${cls ? ` ${cls}` : ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}

interface PreviewProps {
  /** A whole page's HTML, shown as the page would look, with nothing able to run. */
  html: string;
  title: string;
  /** The page's own address, so its relative links and images resolve (http(s) only). */
  baseUrl?: string;
  /**
   * Off by default: the preview loads nothing from the network (stylesheets, images, fonts,
   * media), so a page's owner cannot learn when and from where it was previewed. On only when
   * the user asks to load remote content, as a mail client does.
   */
  allowRemote?: boolean;
  class?: string;
}

/**
 * A preview of raw or cleaned HTML in an iframe with an empty sandbox: no scripts, no forms, no
 * popups, no same-origin access to the extension, no top navigation. `srcdoc` is an attribute,
 * so the markup is never parsed into our document. A CSP meta forbids scripts once more and,
 * unless remote content is allowed, every load that is not inline or a data: URL.
 */
export function SandboxedPreview({ html, title, baseUrl, allowRemote = false, class: cls }: PreviewProps) {
  const doc = useMemo(() => withCsp(html, baseUrl, allowRemote), [html, baseUrl, allowRemote]);
  return (
    <iframe
      class={`sandboxed-preview${cls ? ` ${cls}` : ''}`}
      sandbox=""
      srcdoc={doc}
      title={title}
      referrerpolicy="no-referrer"
      loading="lazy"
    />
  );
}

const NO_SCRIPTS = "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'";
/** Inline styles and data: images, fonts and media still show; anything with a URL stays unfetched. */
const NO_REMOTE = `default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; media-src data:; ${NO_SCRIPTS}`;

/**
 * Puts a <base> and the CSP first (after a doctype, so the page keeps its standards mode). A
 * srcdoc document would resolve relative URLs against the extension; the base points them at
 * the page's own address, or nowhere (about:blank), and base-uri 'none' keeps the page's own
 * <base> from changing that. The policy comes before any of the page's markup, so it governs
 * every load the page asks for.
 */
function withCsp(html: string, baseUrl: string | undefined, allowRemote: boolean): string {
  const base = httpUrl(baseUrl)?.replace(/"/g, '%22') ?? 'about:blank';
  const csp = `<meta http-equiv="Content-Security-Policy" content="${allowRemote ? NO_SCRIPTS : NO_REMOTE}">`;
  const head = `<base href="${base}">${csp}`;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? `${doctype[0]}${head}${html.slice(doctype[0].length)}` : `${head}${html}`;
}
