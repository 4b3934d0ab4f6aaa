/**
 * Our HTML to markdown converter: one read-only walk over the chosen subtrees, skipping what
 * `isRemoved` says is gone. Block structure is tracked with an open inline run that is finished
 * (collapsed, trimmed, escaped) at every block boundary.
 */
import { BLOCK_TAGS, HEADING_LEVEL } from '@/lib/engines/local/convert/dom-tags';
import { collectCaptionTitles, isMovedCaption } from '@/lib/engines/local/convert/markdown-figures';
import { codeLanguage, fencedCode, preText } from '@/lib/engines/local/convert/markdown-code';
import type { Block, BlockState, MarkdownContext, MarkdownOptions } from '@/lib/engines/local/convert/markdown-context';
import { BR, finishInline } from '@/lib/engines/local/convert/markdown-escape';
import { inlineChildren, inlineElement, inlineText, isSilent } from '@/lib/engines/local/convert/markdown-inline';
import { renderList, renderLooseItem } from '@/lib/engines/local/convert/markdown-lists';
import { mathOf, mathToMarkdown } from '@/lib/engines/local/convert/markdown-math';
import { renderTable } from '@/lib/engines/local/convert/markdown-tables';

export type { MarkdownOptions } from '@/lib/engines/local/convert/markdown-context';

const HAS_BLOCK =
  'p,div,section,article,ul,ol,table,h1,h2,h3,h4,h5,h6,blockquote,pre,figure,header,footer,aside,nav,main,dl,hr,form,li';

function flush(state: BlockState): void {
  if (state.run === '') return;
  const md = finishInline(state.run);
  state.run = '';
  if (md !== '') state.out.push({ md });
}

function walkChildren(parent: Element, state: BlockState, ctx: MarkdownContext): void {
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 3) state.run += inlineText((node as Text).data);
    else if (node.nodeType === 1) visitElement(node as Element, state, ctx);
  }
}

function visitElement(el: Element, state: BlockState, ctx: MarkdownContext): void {
  if (ctx.isRemoved(el) || isMovedCaption(el, ctx)) return;
  const tag = el.localName;
  const math = mathOf(el);
  if (math) {
    if (math.display) {
      flush(state);
      const md = mathToMarkdown(math);
      if (md) state.out.push({ md });
    } else {
      state.run += mathToMarkdown(math);
    }
    return;
  }
  if (isSilent(el, tag)) return;
  if (BLOCK_TAGS.has(tag)) {
    flush(state);
    renderBlock(el, tag, state, ctx);
    flush(state);
  } else if (tag !== 'a' && el.firstElementChild !== null && el.querySelector(HAS_BLOCK) !== null) {
    // An inline element wrapping blocks (<span><p>..</p></span>) is a transparent container.
    walkChildren(el, state, ctx);
  } else {
    state.run += inlineElement(el, ctx);
  }
}

function renderBlock(el: Element, tag: string, state: BlockState, ctx: MarkdownContext): void {
  const out = state.out;
  const level = HEADING_LEVEL[tag];
  if (level !== undefined) {
    const outer = ctx.inHeading;
    ctx.inHeading = true;
    const text = finishInline(inlineChildren(el, ctx).split(BR).join(' '));
    ctx.inHeading = outer;
    if (text) out.push({ md: '#'.repeat(level) + ' ' + text.replace(/^\\(#)/, '$1') });
    return;
  }
  switch (tag) {
    case 'ul':
    case 'ol':
    case 'menu':
    case 'dir':
      renderList(el, ctx, out);
      return;
    case 'li':
      renderLooseItem(el, ctx, out);
      return;
    case 'pre':
    case 'listing':
    case 'xmp': {
      const md = fencedCode(preText(el), codeLanguage(el));
      if (md) out.push({ md });
      return;
    }
    case 'blockquote': {
      const inner: Block[] = [];
      ctx.blocks(el, inner);
      const md = inner.map((b) => b.md).join('\n\n');
      if (md) out.push({ md: md.replace(/^/gm, '> ').replace(/^> $/gm, '>') });
      return;
    }
    case 'table':
      renderTable(el, ctx, out);
      return;
    case 'hr':
      out.push({ md: '---' });
      return;
    default:
      walkChildren(el, state, ctx);
  }
}

function createContext(opts: MarkdownOptions): MarkdownContext {
  const ctx: MarkdownContext = {
    ...opts,
    ...(opts.mainContent ? { captionTitles: new Map<Element, string>() } : {}),
    inLink: false,
    inHeading: false,
    inStrong: false,
    inEm: false,
    blocks(parent, out) {
      const state: BlockState = { run: '', out };
      walkChildren(parent, state, ctx);
      flush(state);
    },
    inline: (parent) => inlineChildren(parent, ctx),
  };
  return ctx;
}

/** Converts the given subtrees (in order) to markdown. */
export function htmlToMarkdown(roots: readonly Element[], opts: MarkdownOptions): string {
  const ctx = createContext(opts);
  const state: BlockState = { run: '', out: [] };
  collectCaptionTitles(roots, ctx);
  for (const root of roots) visitElement(root, state, ctx);
  flush(state);
  return state.out.map((b) => b.md).join('\n\n');
}
