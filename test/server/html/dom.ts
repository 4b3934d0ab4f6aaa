import type { HElement, HNode } from './parse-html';
import { RAW_TEXT_TAGS, VOID_TAGS } from './parse-html';
import { escapeAttr, escapeText } from './entities';

// Tree helpers shared by the markdown, cleaning and metadata code.
export function isElement(node: HNode | undefined, tag?: string): node is HElement {
  return node?.type === 'element' && (tag === undefined || node.tag === tag);
}

export function findAll(root: HElement, test: (el: HElement) => boolean): HElement[] {
  const found: HElement[] = [];
  const visit = (el: HElement) => {
    for (const child of el.children) {
      if (child.type !== 'element') continue;
      if (test(child)) found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

export function findFirst(root: HElement, tag: string): HElement | undefined {
  return findAll(root, (el) => el.tag === tag)[0];
}

const NO_TEXT = new Set(['script', 'style', 'noscript', 'template', 'head']);

export function textContent(node: HNode): string {
  if (node.type === 'text') return node.text;
  if (NO_TEXT.has(node.tag)) return '';
  return node.children.map(textContent).join(node.tag === 'br' ? '\n' : '');
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// Supports the selector forms includeTags/excludeTags use in practice: tag, .class, #id,
// tag.class, tag#id, [attr]. Anything fancier simply matches nothing.
export function matchesSelector(el: HElement, selector: string): boolean {
  const m = /^([a-z][\w-]*)?((?:[.#][\w-]+)*)(?:\[([\w-]+)\])?$/i.exec(selector.trim());
  if (!m || (!m[1] && !m[2] && !m[3])) return false;
  if (m[1] && m[1].toLowerCase() !== el.tag) return false;
  if (m[3] && !(m[3].toLowerCase() in el.attrs)) return false;
  const classes = (el.attrs.class ?? '').split(/\s+/);
  for (const part of (m[2] ?? '').match(/[.#][\w-]+/g) ?? []) {
    if (part[0] === '.' && !classes.includes(part.slice(1))) return false;
    if (part[0] === '#' && el.attrs.id !== part.slice(1)) return false;
  }
  return true;
}

export function serialize(node: HNode, rawParent = false): string {
  if (node.type === 'text') return rawParent ? node.text : escapeText(node.text);
  const inner = node.children.map((c) => serialize(c, RAW_TEXT_TAGS.has(node.tag) && node.tag !== 'title' && node.tag !== 'textarea')).join('');
  if (node.tag === '#root') return inner;
  const attrs = Object.entries(node.attrs).map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeAttr(v)}"`)).join('');
  return VOID_TAGS.has(node.tag) ? `<${node.tag}${attrs}>` : `<${node.tag}${attrs}>${inner}</${node.tag}>`;
}

export function absoluteUrl(href: string, base: string): string | undefined {
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return undefined;
  }
}
