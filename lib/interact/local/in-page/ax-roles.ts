// The role, name and states an element shows to assistive technology, as Chrome's accessibility
// tree gives them to agent-browser's snapshot, computed from the DOM (no debugger: the same in
// Chrome and Firefox). A close reading of HTML-AAM and accname, kept to what a snapshot prints.

/** Roles agent-browser always gives a ref. */
export const INTERACTIVE_ROLES = new Set([
  'button',
  'link',
  'textbox',
  'checkbox',
  'radio',
  'combobox',
  'listbox',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'searchbox',
  'slider',
  'spinbutton',
  'switch',
  'tab',
  'treeitem',
  'Iframe',
]);

/** Roles that get a ref when they have a name. */
export const CONTENT_ROLES = new Set([
  'heading',
  'cell',
  'gridcell',
  'columnheader',
  'rowheader',
  'listitem',
  'article',
  'region',
  'main',
  'navigation',
]);

/** Roles whose name is their content's text when nothing else names them. */
const NAME_FROM_CONTENT = new Set([
  'button',
  'link',
  'heading',
  'cell',
  'gridcell',
  'columnheader',
  'rowheader',
  'option',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'treeitem',
  'checkbox',
  'radio',
  'switch',
  'tooltip',
  'row',
]);

/** Elements that are not in the tree at all (Chrome's ignored nodes): their content joins their parent's. */
const IGNORED_TAGS = new Set([
  'span',
  'b',
  'i',
  'em',
  'strong',
  'small',
  'u',
  's',
  'mark',
  'abbr',
  'cite',
  'q',
  'sub',
  'sup',
  'font',
  'label',
  'time',
  'data',
  'bdi',
  'bdo',
  'wbr',
  'kbd',
  'var',
  'samp',
  'ins',
  'del',
  'legend',
]);

/** Elements never shown, whatever their style says. */
export const NEVER_SHOWN = new Set(['script', 'style', 'noscript', 'template', 'head', 'meta', 'link', 'title', 'br']);

const INPUT_ROLES: Record<string, string> = {
  button: 'button',
  submit: 'button',
  reset: 'button',
  image: 'button',
  checkbox: 'checkbox',
  radio: 'radio',
  range: 'slider',
  number: 'spinbutton',
  search: 'searchbox',
  color: 'button',
  file: 'button',
};

const TAG_ROLES: Record<string, string> = {
  button: 'button',
  textarea: 'textbox',
  nav: 'navigation',
  main: 'main',
  aside: 'complementary',
  article: 'article',
  ul: 'list',
  ol: 'list',
  menu: 'list',
  li: 'listitem',
  dl: 'list',
  dt: 'term',
  dd: 'definition',
  table: 'table',
  thead: 'rowgroup',
  tbody: 'rowgroup',
  tfoot: 'rowgroup',
  tr: 'row',
  td: 'cell',
  p: 'paragraph',
  dialog: 'dialog',
  fieldset: 'group',
  details: 'group',
  summary: 'DisclosureTriangle',
  hr: 'separator',
  progress: 'progressbar',
  meter: 'meter',
  option: 'option',
  optgroup: 'group',
  blockquote: 'blockquote',
  figure: 'figure',
  figcaption: 'Figcaption',
  pre: 'generic',
  code: 'code',
  iframe: 'Iframe',
  caption: 'caption',
  output: 'status',
};

const collapse = (text: string) => text.replace(/[\s\u00a0]+/g, ' ');
export const normalize = (text: string) =>
  collapse(text)
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .trim();

const tagOf = (el: Element) => el.localName;

/** Whether the element or an ancestor is left out of the tree (aria-hidden, hidden, display:none…). */
export function isHidden(el: Element): boolean {
  if (NEVER_SHOWN.has(tagOf(el))) return true;
  if (el.getAttribute('aria-hidden') === 'true' || el.hasAttribute('hidden')) return true;
  if (el instanceof HTMLInputElement && el.type === 'hidden') return true;
  const check = (el as Element & { checkVisibility?: (o: object) => boolean }).checkVisibility;
  if (check) return !check.call(el, { visibilityProperty: true });
  const style = el.ownerDocument.defaultView?.getComputedStyle(el);
  return style?.display === 'none' || style?.visibility === 'hidden';
}

/** The role the element has: its first valid `role` word, else its tag's. '' for an ignored element. */
export function roleOf(el: Element): string {
  const explicit = (el.getAttribute('role') ?? '').trim().toLowerCase().split(/\s+/)[0];
  if (explicit && explicit !== 'none' && explicit !== 'presentation') return explicit;
  if (explicit) return focusable(el) ? implicitRole(el) : '';
  return implicitRole(el);
}

const focusable = (el: Element) => el.hasAttribute('tabindex') || el.matches('a[href],button,input,select,textarea');

function implicitRole(el: Element): string {
  const tag = tagOf(el);
  if (/^h[1-6]$/.test(tag)) return 'heading';
  switch (tag) {
    case 'a':
    case 'area':
      return el.hasAttribute('href') ? 'link' : '';
    case 'input': {
      const type = (el as HTMLInputElement).type.toLowerCase();
      if (INPUT_ROLES[type]) return INPUT_ROLES[type];
      return el.hasAttribute('list') ? 'combobox' : 'textbox';
    }
    case 'select': {
      const select = el as HTMLSelectElement;
      return select.multiple || select.size > 1 ? 'listbox' : 'combobox';
    }
    case 'img':
      return el.getAttribute('alt') === '' ? '' : 'img';
    case 'th':
      return el.closest('thead') || el.getAttribute('scope') === 'col' ? 'columnheader' : 'rowheader';
    case 'section':
      return nameOf(el, 'region') ? 'region' : 'generic';
    case 'form':
      return nameOf(el, 'form') ? 'form' : 'generic';
    case 'header':
      return el.closest('article,aside,main,nav,section') ? 'generic' : 'banner';
    case 'footer':
      return el.closest('article,aside,main,nav,section') ? 'generic' : 'contentinfo';
    case 'div':
      return 'generic';
    default: {
      if (TAG_ROLES[tag]) return TAG_ROLES[tag];
      // The root of an editable region is a text box; inside it, the tree has no node.
      const editableRoot = el instanceof HTMLElement && el.isContentEditable && !el.parentElement?.isContentEditable;
      if (editableRoot) return 'textbox';
      // An inline element is not in the tree; one the tree has no word for (a custom element) is a plain box.
      return IGNORED_TAGS.has(tag) ? '' : 'generic';
    }
  }
}

/** The element's accessible name (accname's steps that matter for a snapshot). */
export function nameOf(el: Element, role = roleOf(el)): string {
  const doc = el.ownerDocument;
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => doc.getElementById(id))
      .filter((node): node is HTMLElement => node !== null)
      .map((node) => textOf(node))
      .join(' ');
    if (normalize(text)) return normalize(text);
  }
  const label = el.getAttribute('aria-label');
  if (label && normalize(label)) return normalize(label);
  const tag = tagOf(el);
  if (el instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(el.type)) {
    return normalize(el.value) || (el.type === 'submit' ? 'Submit' : el.type === 'reset' ? 'Reset' : '');
  }
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
    const labels = Array.from(el.labels ?? [])
      .map((l) => textOf(l, el))
      .join(' ');
    if (normalize(labels)) return normalize(labels);
    if (el instanceof HTMLInputElement && el.type === 'image') return normalize(el.alt || el.title);
  }
  if (tag === 'img' || tag === 'area') return normalize(el.getAttribute('alt') ?? el.getAttribute('title') ?? '');
  if (tag === 'fieldset') {
    const legend = el.querySelector(':scope > legend');
    if (legend) return normalize(textOf(legend));
  }
  if (tag === 'table') {
    const caption = el.querySelector(':scope > caption');
    if (caption) return normalize(textOf(caption));
  }
  if (tag === 'iframe') return normalize(el.getAttribute('title') ?? '');
  if (NAME_FROM_CONTENT.has(role) && !(el instanceof HTMLInputElement)) {
    const text = normalize(textOf(el));
    if (text) return text;
  }
  const title = el.getAttribute('title');
  if (title && normalize(title)) return normalize(title);
  const placeholder = el.getAttribute('placeholder') ?? el.getAttribute('aria-placeholder');
  return placeholder ? normalize(placeholder) : '';
}

/** An element's text as a name takes it: shown descendants only, an image by its alt, a field by its value. */
export function textOf(root: Element, skip?: Element): string {
  let text = '';
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? '';
      else if (child instanceof Element && child !== skip && !isHidden(child)) {
        if (tagOf(child) === 'img') text += ` ${child.getAttribute('alt') ?? ''} `;
        else if (child instanceof HTMLInputElement || child instanceof HTMLSelectElement) continue;
        else {
          const block = !IGNORED_TAGS.has(tagOf(child)) && tagOf(child) !== 'a';
          if (block) text += ' ';
          walk(child);
          if (block) text += ' ';
        }
      }
    }
  };
  walk(root);
  return collapse(text);
}

/** What a control holds, as the tree's value: a field's text (a password's as dots), a select's choice. */
export function valueOf(el: Element, role: string): string | undefined {
  if (el instanceof HTMLInputElement) {
    if (['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file'].includes(el.type)) return undefined;
    return el.type === 'password' ? '•'.repeat(el.value.length) : el.value;
  }
  if (el instanceof HTMLTextAreaElement) return el.value;
  if (el instanceof HTMLSelectElement)
    return role === 'combobox' ? normalize(el.selectedOptions[0]?.textContent ?? '') : undefined;
  if (role === 'textbox' && el instanceof HTMLElement && el.isContentEditable) return normalize(el.innerText ?? '');
  const valueText = el.getAttribute('aria-valuetext') ?? el.getAttribute('aria-valuenow');
  return valueText ?? undefined;
}

export interface AxStates {
  level?: number;
  checked?: 'true' | 'false' | 'mixed';
  expanded?: boolean;
  selected?: boolean;
  disabled?: boolean;
  required?: boolean;
}

const CHECKABLE = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);

/** The states a snapshot line shows, in the tree's terms. */
export function statesOf(el: Element, role: string): AxStates {
  const states: AxStates = {};
  if (role === 'heading') {
    const level = Number(el.getAttribute('aria-level')) || Number(/^h([1-6])$/.exec(tagOf(el))?.[1]) || 2;
    states.level = level;
  }
  if (CHECKABLE.has(role)) {
    const aria = el.getAttribute('aria-checked');
    if (aria === 'true' || aria === 'false' || aria === 'mixed') states.checked = aria;
    else if (el instanceof HTMLInputElement)
      states.checked = el.indeterminate ? 'mixed' : (String(el.checked) as 'true' | 'false');
    else states.checked = 'false';
  }
  const expanded = el.getAttribute('aria-expanded');
  if (expanded === 'true' || expanded === 'false') states.expanded = expanded === 'true';
  else if (tagOf(el) === 'summary' && el.parentElement instanceof HTMLDetailsElement)
    states.expanded = el.parentElement.open;
  else if (role === 'combobox' && el instanceof HTMLSelectElement) states.expanded = false;
  if (el.getAttribute('aria-selected') === 'true' || (el instanceof HTMLOptionElement && el.selected))
    states.selected = true;
  if (el.getAttribute('aria-disabled') === 'true' || el.matches(':disabled')) states.disabled = true;
  if (el.getAttribute('aria-required') === 'true' || (el as HTMLInputElement).required === true) states.required = true;
  return states;
}
