// Text as a reader of the results page sees it: visible, whitespace collapsed.

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'BUTTON', 'SELECT', 'OPTION', 'IFRAME']);

/** Whether an element is hidden by the page (attributes, inline style, or the browser's own check). */
export function isHidden(element: Element): boolean {
  if (SKIPPED.has(element.tagName.toUpperCase())) return true;
  if (element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true') return true;
  const style = element.getAttribute('style') ?? '';
  if (/display\s*:\s*none|visibility\s*:\s*hidden/i.test(style)) return true;
  const check = (element as Element & { checkVisibility?: (o?: object) => boolean }).checkVisibility;
  // A parsed document has no layout: only a rendered page is asked.
  if (typeof check === 'function' && element.ownerDocument.defaultView?.innerWidth)
    return !check.call(element, { visibilityProperty: true });
  return false;
}

export const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The visible text under a node, skipping what `skip` rejects. */
export function visibleText(node: Node, skip: (element: Element) => boolean = () => false): string {
  const parts: string[] = [];
  const walk = (current: Node) => {
    if (current.nodeType === 3) parts.push(current.textContent ?? '');
    else if (current.nodeType === 1) {
      const element = current as Element;
      if (isHidden(element) || skip(element)) return;
      if (element.tagName === 'BR') parts.push(' ');
      for (const child of Array.from(element.childNodes)) walk(child);
      if (BLOCKS.has(element.tagName)) parts.push(' ');
    }
  };
  walk(node);
  return collapse(parts.join(''));
}

/** Elements whose text stands apart from its neighbours' (one description is one of them). */
export const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'TD',
  'DD',
  'DT',
  'BLOCKQUOTE',
  'SECTION',
  'ARTICLE',
  'ASIDE',
  'HEADER',
  'FOOTER',
  'UL',
  'OL',
  'TABLE',
  'TR',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
]);

/** Text that is an address or a breadcrumb of one (example.com › docs › page), not words. */
export const looksLikeAddress = (text: string): boolean =>
  /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(:\d+)?(\s*[/›»>]\s*.*)?$/i.test(text.trim()) && !/\s\w+\s\w+\s\w+/.test(text);
