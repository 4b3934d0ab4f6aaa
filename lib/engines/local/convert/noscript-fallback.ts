/**
 * A page whose scripts never drew it (blocked, offline, a failed app start) still carries what
 * its server wrote for readers without scripts inside <noscript>. When the body shows almost no
 * text and its <noscript> elements hold more, that markup is read instead.
 */
import { DROPPED_TAGS } from '@/lib/engines/local/convert/dom-tags';
import { hasHiddenAttribute } from '@/lib/engines/local/convert/main-content/furniture';

/** The body shows less than this many characters of text. */
const EMPTY_BODY = 200;
/** The <noscript> markup must be at least this long to be worth reading. */
const MIN_NOSCRIPT_MARKUP = 200;

/**
 * Copies what a <noscript> holds into `into`: text in a page that ran scripts (parsed here), elements in one parsed
 * without them.
 */
function appendNoscript(noscript: Element, into: Document): void {
  const source = noscript.firstElementChild
    ? noscript
    : new DOMParser().parseFromString(noscript.textContent ?? '', 'text/html').body;
  for (const node of Array.from(source.childNodes)) into.body.appendChild(into.importNode(node, true));
}

const markupLength = (noscript: Element): number =>
  (noscript.firstElementChild ? noscript.children.length * 100 : 0) + (noscript.textContent ?? '').length;

function visibleTextLength(root: Element): number {
  let length = 0;
  const walk = (el: Element): void => {
    for (let node = el.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === 3) length += (node as Text).data.trim().length;
      else if (
        node.nodeType === 1 &&
        !DROPPED_TAGS.has((node as Element).localName) &&
        !hasHiddenAttribute(node as Element)
      )
        walk(node as Element);
      if (length >= EMPTY_BODY) return;
    }
  };
  walk(root);
  return length;
}

/** A document made of the page's <noscript> markup, or undefined when the page shows its content. */
export function noscriptDocument(doc: Document): Document | undefined {
  const body = doc.body;
  if (!body || typeof DOMParser === 'undefined') return undefined;
  const noscripts = Array.from(body.querySelectorAll('noscript'));
  const total = noscripts.reduce((sum, el) => sum + markupLength(el), 0);
  if (total < MIN_NOSCRIPT_MARKUP || visibleTextLength(body) >= EMPTY_BODY) return undefined;
  const parsed = new DOMParser().parseFromString('<!doctype html><html><head></head><body></body></html>', 'text/html');
  for (const noscript of noscripts) appendNoscript(noscript, parsed);
  return visibleTextLength(parsed.body) > visibleTextLength(body) ? parsed : undefined;
}
