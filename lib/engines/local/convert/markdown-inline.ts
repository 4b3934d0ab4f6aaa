/** Inline markdown: text, emphasis, code spans, links, images, line breaks, inline math. */
import { isBase64Image, BASE64_IMAGE_PLACEHOLDER } from '@/lib/engines/local/convert/base64-images';
import { BLOCK_TAGS } from '@/lib/engines/local/convert/dom-tags';
import { isTextless } from '@/lib/engines/local/convert/heading-button';
import { imageSourceOf } from '@/lib/engines/local/convert/image-source';
import type { MarkdownContext } from '@/lib/engines/local/convert/markdown-context';
import {
  BR,
  codeSpan,
  escapeText,
  formatDestination,
  splitSpaces,
  wrapInline,
} from '@/lib/engines/local/convert/markdown-escape';
import { imageTitle, isMovedCaption } from '@/lib/engines/local/convert/markdown-figures';
import { hasWords, isOwnPlace } from '@/lib/engines/local/convert/heading-permalinks';
import { isMathRendering, mathOf, mathToMarkdown } from '@/lib/engines/local/convert/markdown-math';
import { scriptText } from '@/lib/engines/local/convert/markdown-scripts';

const WHITESPACE = /[ \t\n\r\f]+/g;
const BR_ALL = new RegExp(BR, 'g');

export function inlineText(data: string): string {
  return escapeText(data.replace(WHITESPACE, ' '));
}

export function inlineChildren(parent: Element, ctx: MarkdownContext): string {
  let s = '';
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 3) s += inlineText((node as Text).data);
    else if (node.nodeType === 1) s += inlineElement(node as Element, ctx);
  }
  return s;
}

/**
 * True for elements that are never text (dropped tags, form controls, media, math renderings), but
 * for a heading's button, which is its title.
 */
export function isSilent(el: Element, tag: string): boolean {
  return isTextless(el, tag) || isMathRendering(el);
}

export function inlineElement(el: Element, ctx: MarkdownContext): string {
  if (ctx.isRemoved(el) || isMovedCaption(el, ctx)) return '';
  const tag = el.localName;
  const math = mathOf(el);
  if (math) return mathToMarkdown({ tex: math.tex, display: false });
  if (isSilent(el, tag)) return '';
  switch (tag) {
    case 'br':
      return BR;
    case 'img':
      return imageMarkdown(el, ctx);
    case 'a':
      return linkMarkdown(el, ctx);
    case 'strong':
    case 'b':
      return emphasis(el, ctx, 'inStrong', '**');
    case 'em':
    case 'i':
      return emphasis(el, ctx, 'inEm', '*');
    case 'del':
    case 's':
    case 'strike':
      return wrapInline(inlineChildren(el, ctx), '~~');
    case 'code':
    case 'kbd':
    case 'samp':
    case 'tt':
      return spaced(el.textContent ?? '', codeSpan);
    case 'wbr':
      return '';
    case 'sup':
    case 'sub':
      return scriptText(el, tag) ?? inlineChildren(el, ctx);
    default:
      if (BLOCK_TAGS.has(tag)) return ' ' + inlineChildren(el, ctx) + ' ';
      return inlineChildren(el, ctx);
  }
}

function spaced(text: string, render: (t: string) => string): string {
  const [lead, core, trail] = splitSpaces(text);
  if (core === '') return text === '' ? '' : ' ';
  return (lead ? ' ' : '') + render(core) + (trail ? ' ' : '');
}

function emphasis(el: Element, ctx: MarkdownContext, flag: 'inStrong' | 'inEm', marker: string): string {
  if (ctx[flag]) return inlineChildren(el, ctx);
  ctx[flag] = true;
  const inner = inlineChildren(el, ctx);
  ctx[flag] = false;
  return wrapInline(inner, marker);
}

function linkMarkdown(el: Element, ctx: MarkdownContext): string {
  const outer = ctx.inLink;
  ctx.inLink = true;
  const inner = inlineChildren(el, ctx).replace(BR_ALL, ' ');
  ctx.inLink = outer;
  const href = el.getAttribute('href')?.trim();
  if (outer || !href || /^javascript:/i.test(href)) return inner;
  const [lead, core, trail] = splitSpaces(inner);
  if (core === '') return inner;
  // A heading's link to its own place is its permalink: its words stay, a bare mark goes.
  if (ctx.inHeading && isOwnPlace(href, ctx.resolve)) return hasWords(core) ? inner : '';
  return `${lead ? ' ' : ''}[${core}](${formatDestination(ctx.resolve(href))})${trail ? ' ' : ''}`;
}

export function imageMarkdown(img: Element, ctx: MarkdownContext): string {
  const raw = imageSourceOf(img);
  if (!raw) return '';
  if (img.getAttribute('width') === '1' && img.getAttribute('height') === '1') return '';
  let url: string;
  if (isBase64Image(raw)) url = ctx.removeBase64Images ? BASE64_IMAGE_PLACEHOLDER : raw.replace(/\s/g, '');
  else url = formatDestination(ctx.resolve(raw));
  const alt = (img.getAttribute('alt') ?? '')
    .replace(WHITESPACE, ' ')
    .trim()
    .replace(/[\\[\]]/g, '\\$&');
  return `![${alt}](${url}${imageTitle(img, ctx)})`;
}
