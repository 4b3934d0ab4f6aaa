import {
  CONTENT_ROLES,
  INTERACTIVE_ROLES,
  isHidden,
  nameOf,
  normalize,
  roleOf,
  statesOf,
  valueOf,
  type AxStates,
} from '@/lib/interact/local/in-page/ax-roles';

/** A node of the page's accessibility-like tree, as a snapshot line shows it. */
export interface AxNode extends AxStates {
  role: string;
  name: string;
  value?: string;
  /** The element it stands for (none for text). */
  element?: Element;
  /** Why a plain box is worth a ref: it takes clicks, focus or typing (agent-browser's cursor hints). */
  cursor?: { kind: 'clickable' | 'focusable' | 'editable'; hints: string[]; text: string };
  /** Its ref number, once given. */
  ref?: number;
  url?: string;
  children: AxNode[];
}

/** Tags that take clicks by themselves: no cursor hint is shown for them, as the CLI does. */
const INTERACTIVE_TAGS = new Set(['a', 'button', 'input', 'select', 'textarea', 'details', 'summary']);

/** Controls whose content is not walked (a select's options, a field's text are its value). */
const LEAVES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton', 'slider', 'img', 'separator', 'progressbar']);

/** The tree of `root`'s content (its own node first when `withRoot`). */
export function buildTree(root: Element, withRoot = false): AxNode[] {
  const nodes = withRoot ? nodeOf(root) : childNodes(root);
  return nodes;
}

/** Whether a node gets a ref: a control, a named landmark or heading…, or a box that takes clicks. */
export function wantsRef(node: AxNode): boolean {
  if (!node.element) return false;
  if (INTERACTIVE_ROLES.has(node.role)) return true;
  if (CONTENT_ROLES.has(node.role)) return node.name !== '';
  return node.cursor !== undefined;
}

function childNodes(parent: Element | ShadowRoot): AxNode[] {
  const host = parent instanceof Element ? parent : undefined;
  const source: Node[] = host?.shadowRoot
    ? Array.from(host.shadowRoot.childNodes)
    : host instanceof HTMLSlotElement && host.assignedNodes().length
      ? host.assignedNodes({ flatten: true })
      : Array.from(parent.childNodes);
  const nodes: AxNode[] = [];
  for (const child of source) {
    if (child.nodeType === Node.TEXT_NODE) {
      const text = (child.textContent ?? '').replace(/[\s\u00a0]+/g, ' ');
      if (text.trim()) pushText(nodes, text);
    } else if (child instanceof Element) {
      for (const node of nodeOf(child)) {
        if (node.role === 'StaticText') pushText(nodes, node.name);
        else nodes.push(node);
      }
    }
  }
  return nodes;
}

/** Text next to text is one piece (an inline element split it), as the tree joins it. */
function pushText(nodes: AxNode[], text: string): void {
  const last = nodes.at(-1);
  if (last?.role === 'StaticText') last.name += text;
  else nodes.push({ role: 'StaticText', name: text, children: [] });
}

/** An element as the nodes it makes: itself with its children, or (ignored) its children alone. */
function nodeOf(el: Element): AxNode[] {
  if (isHidden(el)) return [];
  const cursor = cursorOf(el);
  let role = roleOf(el);
  if (!role && cursor) role = 'generic';
  if (!role) return childNodes(el);
  const name = nameOf(el, role);
  const node: AxNode = { role, name, element: el, children: [], ...statesOf(el, role) };
  const value = valueOf(el, role);
  if (value !== undefined) node.value = value;
  if (cursor && !INTERACTIVE_ROLES.has(role)) node.cursor = cursor;
  if (el instanceof HTMLAnchorElement && el.href) node.url = el.href;
  if (role === 'Iframe') node.children = frameContent(el as HTMLIFrameElement);
  else if (!LEAVES.has(role)) node.children = childNodes(el);
  for (const child of node.children) if (child.role === 'StaticText') child.name = normalize(child.name);
  node.children = node.children.filter((child) => child.role !== 'StaticText' || child.name !== '');
  // One piece of text that is the node's name says nothing more.
  const [only] = node.children;
  if (node.children.length === 1 && only?.role === 'StaticText' && only.name === name) node.children = [];
  return [node];
}

/** A same-origin frame's content, one level down; another origin's stays closed (the script runs in the top frame). */
function frameContent(frame: HTMLIFrameElement): AxNode[] {
  try {
    const body = frame.contentDocument?.body;
    return body ? childNodes(body) : [];
  } catch {
    return [];
  }
}

/**
 * agent-browser's cursor-interactive boxes: a pointer cursor of its own (not one inherited from its
 * parent), an onclick attribute, a tab stop or contenteditable on an element that is not a
 * control already. Listeners added by script cannot be seen from here (nor by the CLI's page scan).
 */
function cursorOf(el: Element): AxNode['cursor'] {
  if (!(el instanceof HTMLElement) || INTERACTIVE_TAGS.has(el.localName)) return undefined;
  const explicit = (el.getAttribute('role') ?? '').trim().split(/\s+/)[0] ?? '';
  if (INTERACTIVE_ROLES.has(explicit)) return undefined;
  const view = el.ownerDocument.defaultView;
  const pointer = view?.getComputedStyle(el).cursor === 'pointer';
  const inherited = pointer && el.parentElement && view?.getComputedStyle(el.parentElement).cursor === 'pointer';
  const onclick = el.hasAttribute('onclick');
  const tabindex = el.getAttribute('tabindex');
  const tab = tabindex !== null && tabindex !== '-1';
  const editable = el.getAttribute('contenteditable') === '' || el.getAttribute('contenteditable') === 'true';
  const ownPointer = pointer && !(inherited && !onclick && !tab && !editable);
  if (!ownPointer && !onclick && !tab && !editable) return undefined;
  const hints = [
    ...(ownPointer ? ['cursor:pointer'] : []),
    ...(onclick ? ['onclick'] : []),
    ...(tab ? ['tabindex'] : []),
    ...(editable ? ['contenteditable'] : []),
  ];
  const kind = ownPointer || onclick ? 'clickable' : editable ? 'editable' : 'focusable';
  return { kind, hints, text: normalize(el.textContent ?? '').slice(0, 100) };
}
