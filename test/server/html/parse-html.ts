import { decodeEntities } from './entities';

// A small tolerant HTML tree builder. It is deliberately independent of the project's
// converter (lib/convert): the contract server must check the client, not mirror it.
export interface HElement { type: 'element'; tag: string; attrs: Record<string, string>; children: HNode[] }
export interface HText { type: 'text'; text: string }
export type HNode = HElement | HText;

export const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
// Raw text: content is not markup. RCDATA ones (title, textarea) still decode entities.
export const RAW_TEXT_TAGS = new Set(['script', 'style', 'noscript', 'title', 'textarea', 'xmp']);
const RCDATA = new Set(['title', 'textarea']);
// Opening one of these closes an open <p>, as browsers do.
const CLOSES_P = new Set(['address', 'article', 'aside', 'blockquote', 'div', 'dl', 'fieldset', 'figure', 'footer', 'form',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'ul']);
// Opening tag -> tags it implicitly closes, stopping at the given scope boundaries.
const IMPLIED: Record<string, { closes: string[]; scope: string[] }> = {
  li: { closes: ['li'], scope: ['ul', 'ol'] },
  dt: { closes: ['dt', 'dd'], scope: ['dl'] },
  dd: { closes: ['dt', 'dd'], scope: ['dl'] },
  tr: { closes: ['tr', 'td', 'th'], scope: ['table', 'thead', 'tbody', 'tfoot'] },
  td: { closes: ['td', 'th'], scope: ['tr', 'table'] },
  th: { closes: ['td', 'th'], scope: ['tr', 'table'] },
  option: { closes: ['option'], scope: ['select', 'datalist'] },
};

const TAG_RE = /<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function parseHtml(src: string): HElement {
  const root: HElement = { type: 'element', tag: '#root', attrs: {}, children: [] };
  const stack: HElement[] = [root];
  const top = (): HElement => stack[stack.length - 1] ?? root;
  const addText = (text: string, decode = true) => {
    if (text) top().children.push({ type: 'text', text: decode ? decodeEntities(text) : text });
  };
  const popTo = (index: number) => { stack.length = Math.max(1, index); };
  let i = 0;
  while (i < src.length) {
    const lt = src.indexOf('<', i);
    if (lt === -1) { addText(src.slice(i)); break; }
    addText(src.slice(i, lt));
    if (src.startsWith('<!--', lt)) {
      const end = src.indexOf('-->', lt + 4);
      i = end === -1 ? src.length : end + 3;
      continue;
    }
    if (src[lt + 1] === '!' || src[lt + 1] === '?') {
      const end = src.indexOf('>', lt);
      i = end === -1 ? src.length : end + 1;
      continue;
    }
    TAG_RE.lastIndex = lt;
    const m = TAG_RE.exec(src);
    if (!m) { addText('<'); i = lt + 1; continue; }
    i = TAG_RE.lastIndex;
    const tag = (m[2] ?? '').toLowerCase();
    if (m[1]) {
      const at = findOpen(stack, tag);
      if (at > 0) popTo(at);
      continue;
    }
    openImplied(stack, tag, popTo);
    const rawAttrs = m[3] ?? '';
    const el: HElement = { type: 'element', tag, attrs: parseAttrs(rawAttrs), children: [] };
    top().children.push(el);
    if (VOID_TAGS.has(tag) || rawAttrs.trimEnd().endsWith('/')) continue;
    if (RAW_TEXT_TAGS.has(tag)) {
      const close = new RegExp(`</${tag}\\s*>`, 'ig');
      close.lastIndex = i;
      const found = close.exec(src);
      const end = found ? found.index : src.length;
      const text = src.slice(i, end);
      if (text) el.children.push({ type: 'text', text: RCDATA.has(tag) ? decodeEntities(text) : text });
      i = found ? close.lastIndex : src.length;
      continue;
    }
    stack.push(el);
  }
  return root;
}

function findOpen(stack: HElement[], tag: string, scope: string[] = []): number {
  for (let k = stack.length - 1; k > 0; k--) {
    const t = stack[k]?.tag;
    if (t === tag) return k;
    if (t && scope.includes(t)) return -1;
  }
  return -1;
}

function openImplied(stack: HElement[], tag: string, popTo: (index: number) => void): void {
  if (CLOSES_P.has(tag) && stack[stack.length - 1]?.tag === 'p') popTo(stack.length - 1);
  const rule = IMPLIED[tag];
  if (!rule) return;
  for (const closes of rule.closes) {
    const at = findOpen(stack, closes, rule.scope);
    if (at > 0) { popTo(at); return; }
  }
}

function parseAttrs(raw: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of raw.matchAll(ATTR_RE)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!name || name === '/' || name in attrs) continue;
    attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}
