/**
 * Emphasis in text: lines set all in it (an italic footnote, an image's caption under it), and the phrasing that marks
 * words inside a sentence.
 */

const EMPHASIS = new Set(['em', 'i', 'strong', 'b', 'small']);
/**
 * Phrasing that marks words inside a sentence ("according to <em>The</em> <em>Reporter</em>"), not a part of its own.
 */
export const PHRASING_EMPHASIS: ReadonlySet<string> = new Set([
  ...EMPHASIS,
  'u',
  'mark',
  'cite',
  'q',
  'abbr',
  'sub',
  'sup',
]);
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
