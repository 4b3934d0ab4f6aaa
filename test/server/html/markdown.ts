import type { HElement, HNode } from './parse-html';
import { collapse, isElement, textContent } from './dom';

// A simple but real HTML -> markdown converter (headings, paragraphs, links, lists, emphasis,
// code, quotes, tables, images). Expects a tree already cleaned and with absolute URLs.
export interface MarkdownOptions { removeBase64Images?: boolean }

const BLOCK = new Set(['#root', 'html', 'body', 'main', 'article', 'section', 'div', 'header', 'footer', 'nav', 'aside',
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'pre', 'blockquote', 'table', 'hr', 'figure',
  'figcaption', 'form', 'fieldset', 'dl', 'dt', 'dd', 'address', 'details', 'summary', 'center']);
const SKIPPED = new Set(['script', 'style', 'noscript', 'head', 'template', 'svg', 'iframe', 'select', 'input', 'button']);

export function toMarkdown(root: HElement, opts: MarkdownOptions = {}): string {
  return blocks(root.children, opts).join('\n\n').trim();
}

function blocks(nodes: HNode[], opts: MarkdownOptions): string[] {
  const out: string[] = [];
  let run = '';
  const flush = () => {
    const text = run.replace(/[ \t]*\n[ \t]*/g, '\n').replace(/[ \t]{2,}/g, ' ').trim();
    if (text) out.push(text);
    run = '';
  };
  for (const node of nodes) {
    if (node.type === 'text' || !BLOCK.has(node.tag)) {
      run += inline(node, opts);
      continue;
    }
    flush();
    out.push(...block(node, opts));
  }
  flush();
  return out;
}

function block(el: HElement, opts: MarkdownOptions): string[] {
  const heading = /^h([1-6])$/.exec(el.tag);
  if (heading) {
    const text = inlineText(el, opts);
    return text ? [`${'#'.repeat(Number(heading[1]))} ${text}`] : [];
  }
  switch (el.tag) {
    case 'ul':
    case 'ol':
      return [list(el, opts)].filter(Boolean);
    case 'pre':
      return [`\`\`\`\n${textContent(el).replace(/\n$/, '')}\n\`\`\``];
    case 'blockquote':
      return [blocks(el.children, opts).join('\n\n').split('\n').map((l) => (l ? `> ${l}` : '>')).join('\n')];
    case 'hr':
      return ['---'];
    case 'table':
      return [table(el, opts)].filter(Boolean);
    case 'li':
      return [`- ${blocks(el.children, opts).join('\n')}`];
    default:
      return blocks(el.children, opts);
  }
}

function list(el: HElement, opts: MarkdownOptions): string {
  const ordered = el.tag === 'ol';
  let n = Number(el.attrs.start ?? '1') || 1;
  const lines: string[] = [];
  for (const item of el.children) {
    if (!isElement(item, 'li')) continue;
    const marker = ordered ? `${n++}. ` : '- ';
    const pad = ' '.repeat(marker.length);
    const body = blocks(item.children, opts).join('\n').split('\n');
    lines.push(marker + (body[0] ?? ''), ...body.slice(1).map((l) => (l ? pad + l : l)));
  }
  return lines.join('\n');
}

function table(el: HElement, opts: MarkdownOptions): string {
  const rows: string[][] = [];
  const visit = (node: HElement) => {
    for (const child of node.children) {
      if (!isElement(child)) continue;
      if (child.tag === 'tr') {
        rows.push(child.children.filter((c): c is HElement => isElement(c) && (c.tag === 'td' || c.tag === 'th'))
          .map((c) => inlineText(c, opts).replace(/\|/g, '\\|').replace(/\n/g, ' ')));
      } else if (child.tag !== 'table') visit(child);
    }
  };
  visit(el);
  return markdownTable(rows);
}

export function markdownTable(rows: string[][]): string {
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((r) => r.length));
  const line = (r: string[]) => `| ${Array.from({ length: width }, (_, k) => r[k] ?? '').join(' | ')} |`;
  const [head = [], ...rest] = rows;
  return [line(head), `| ${Array.from({ length: width }, () => '---').join(' | ')} |`, ...rest.map(line)].join('\n');
}

function inlineText(el: HElement, opts: MarkdownOptions): string {
  return el.children.map((c) => inline(c, opts)).join('').replace(/[ \t]*\n[ \t]*/g, '\n').replace(/[ \t]{2,}/g, ' ').trim();
}

function inline(node: HNode, opts: MarkdownOptions): string {
  if (node.type === 'text') return node.text.replace(/\s+/g, ' ');
  if (SKIPPED.has(node.tag)) return '';
  const inner = () => inlineText(node, opts);
  const wrap = (mark: string) => { const t = inner(); return t ? `${mark}${t}${mark}` : ''; };
  switch (node.tag) {
    case 'br': return '\n';
    case 'strong': case 'b': return wrap('**');
    case 'em': case 'i': return wrap('*');
    case 'code': return `\`${collapse(textContent(node))}\``;
    case 'img': {
      const src = node.attrs.src ?? '';
      const shown = opts.removeBase64Images !== false && src.startsWith('data:') ? '<Base64-Image-Removed>' : src;
      return src ? `![${node.attrs.alt ?? ''}](${shown})` : '';
    }
    case 'a': {
      const text = inner();
      const href = node.attrs.href;
      if (!href || /^javascript:/i.test(href)) return text;
      return `[${text}](${href})`;
    }
    default: return BLOCK.has(node.tag) ? ` ${inner()} ` : node.children.map((c) => inline(c, opts)).join('');
  }
}
