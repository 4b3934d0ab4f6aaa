/**
 * A page whose scripts never drew it (blocked, offline, a failed app start) still carries what
 * its server wrote for readers without scripts inside <noscript>. When the body shows almost no
 * text and its <noscript> elements hold more, that markup is read instead.
 */
import { DROPPED_TAGS } from './dom-tags.ts';

/** The body shows less than this many characters of text. */
const EMPTY_BODY = 200;
/** The <noscript> markup must be at least this long to be worth reading. */
const MIN_NOSCRIPT_MARKUP = 200;

/** Markup of a <noscript>: text in a page that ran scripts, elements in one parsed without them. */
function noscriptMarkup(el: Element): string {
  return el.firstElementChild ? el.innerHTML : (el.textContent ?? '');
}

function visibleTextLength(root: Element): number {
  let length = 0;
  const walk = (el: Element): void => {
    for (let node = el.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === 3) length += (node as Text).data.trim().length;
      else if (node.nodeType === 1 && !DROPPED_TAGS.has((node as Element).localName) && !(node as Element).hasAttribute('hidden')) walk(node as Element);
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
  const markup = Array.from(body.querySelectorAll('noscript'), noscriptMarkup);
  const total = markup.reduce((sum, m) => sum + m.length, 0);
  if (total < MIN_NOSCRIPT_MARKUP || visibleTextLength(body) >= EMPTY_BODY) return undefined;
  const parsed = new DOMParser().parseFromString(`<!doctype html><html><body>${markup.join('\n')}</body></html>`, 'text/html');
  return visibleTextLength(parsed.body) > visibleTextLength(body) ? parsed : undefined;
}
