/**
 * What only a rendered page knows: which elements its style sheets hide. The walk does not ask it
 * of every element: what a page's style hides is often content a reader opens (an accordion's
 * answers, a "read more", a block drawn once scrolled to), and only the markup's own signs tell a
 * panel apart (disclosed-panels.ts). Asked where a hidden element is never the page's content: a
 * form's notes (its thank-you, its error, its sign-up confirmation), which a form builder ships
 * hidden beside or inside every form, with class names that say nothing a rule could read.
 * A parsed document (a dropped file, the page's <noscript> markup) has no layout to ask.
 */

/** Forms looked at, at most: a page's forms are few. */
const MAX_FORMS = 20;
/** A form of more elements wraps the page (some pages put their whole body in one <form>). */
const MAX_FORM_ELEMENTS = 300;
/** A wrapper of more children holds more than a form and its notes (a title, a line of small print). */
const MAX_WRAPPER_CHILDREN = 6;

/** The test of whether an element's own style hides it (`display: none`), or undefined when `doc` is not rendered. */
function styleHiddenTest(doc: Document): ((el: Element) => boolean) | undefined {
  const view = doc.defaultView;
  const root = doc.documentElement;
  // A rendered document's root has a box; a parsed one's (DOMParser, no window) has none. Asked
  // without reading the layout, which a page's own scripts may have left to be done again.
  if (!view || !root || typeof root.checkVisibility !== 'function' || !root.checkVisibility()) return undefined;
  // checkVisibility() answers natively whether an element has a box. No box is its style (or an
  // ancestor's) hiding it, or display: contents (its children drawn in its place), or a closed
  // <details> (which a reader opens): the element's computed display tells those apart.
  return (el) => !el.checkVisibility() && view.getComputedStyle(el).display === 'none';
}

/** The notes of the forms under `root` that the page's style hides, with text in them. */
export function hiddenFormNotes(root: Element): Element[] {
  const forms = root.getElementsByTagName('form');
  if (forms.length === 0) return [];
  const hidden = styleHiddenTest(root.ownerDocument);
  if (!hidden) return [];
  const notes: Element[] = [];
  const hasText = (el: Element): boolean => /\S/.test(el.textContent ?? '');
  // Down from `el` through what is drawn: the topmost hidden element with text is a note.
  const look = (el: Element, descend: boolean): void => {
    if (NOT_NOTES.has(el.localName)) return;
    if (hidden(el)) {
      if (hasText(el)) notes.push(el);
    } else if (descend)
      for (let child = el.firstElementChild; child; child = child.nextElementSibling) look(child, true);
  };
  for (let i = 0; i < forms.length && i < MAX_FORMS; i++) {
    const form = forms[i]!;
    if (form.getElementsByTagName('*').length > MAX_FORM_ELEMENTS) continue;
    for (let child = form.firstElementChild; child; child = child.nextElementSibling) look(child, true);
    // A form builder's notes sit beside the form, in a wrapper of its own.
    const wrapper = form.parentElement;
    if (wrapper && wrapper !== root && wrapper.childElementCount <= MAX_WRAPPER_CHILDREN)
      for (let el = wrapper.firstElementChild; el; el = el.nextElementSibling) if (el !== form) look(el, false);
  }
  return notes;
}

/** Fields, media and what is never drawn or read as text: no note, and nothing to look into. */
const NOT_NOTES = new Set([
  'form',
  'style',
  'script',
  'template',
  'noscript',
  'input',
  'select',
  'textarea',
  'option',
  'img',
  'svg',
  'iframe',
  'br',
  'hr',
  'link',
  'meta',
]);
