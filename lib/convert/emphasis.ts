/** Lines set all in emphasis: an italic footnote ("Have a tip? Write to…"), an image's caption under it. */

const EMPHASIS = new Set(['em', 'i', 'strong', 'b', 'small']);
const ITALIC = new Set(['em', 'i']);
/** Styling wrappers looked through ("<span style=…><em>Kate</em></span>"). */
const WRAPPERS = new Set(['span', 'font']);

function allIn(el: Element, tags: ReadonlySet<string>): boolean {
  for (let node = el.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 3 && (node as Text).data.trim() !== '') return false;
    if (node.nodeType !== 1) continue;
    const tag = (node as Element).localName;
    if (!tags.has(tag) && tag !== 'br' && !(WRAPPERS.has(tag) && allIn(node as Element, tags))) return false;
  }
  return true;
}

/** Every bit of the element's text sits inside emphasis, bold or italic. */
export const isAllEmphasis = (el: Element): boolean => allIn(el, EMPHASIS);

/** Every bit of the element's text is in italics (a caption's way; a line in bold is a heading or a name). */
export const isAllItalic = (el: Element): boolean => allIn(el, ITALIC);
