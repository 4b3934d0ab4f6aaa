/**
 * A caption describes its image, not the story: in the main content it rides with that image as
 * the image's markdown title (`![alt](url "caption")`) instead of a paragraph of its own. Readers'
 * idea of an article's text leaves captions out (both benchmark corpora's ground truth does); the
 * caption is kept, next to what it describes. A caption is a <figcaption> or an element whose
 * class or id names it one ("caption", "image-caption", "newsCaption"); its image is the one usable
 * image in its nearest enclosing block that has any. With no image, or several, it stays text.
 * A caption-named element may wrap the image too; then its text beside the image is the caption.
 * A short line all in italics right under an image, with nothing between them, is its caption too
 * (the blog's way: an <img>, then a centred italic line).
 */
import { isAllItalic } from '@/lib/engines/local/convert/emphasis';
import { imageSourceOf } from '@/lib/engines/local/convert/image-source';
import { insideRemoved } from '@/lib/engines/local/convert/removed';
import type { MarkdownContext } from '@/lib/engines/local/convert/markdown-context';

const WHITESPACE = /\s+/g;
/** An element's text as one line. */
const lineText = (el: Element): string => (el.textContent ?? '').replace(WHITESPACE, ' ').trim();
const CAPTION_WORD = /(?:^|[\s_-])captions?(?=$|[\s_-]|[A-Z])|(?<=[a-z])Captions?(?=$|[\s_-]|[A-Z])/i;
/** Longer than this, a "caption" is a text block of its own. */
const MAX_CAPTION = 500;
/** How far up from a caption its image is looked for. */
const MAX_LEVELS = 3;

const isCaption = (el: Element): boolean =>
  el.localName === 'figcaption' || CAPTION_WORD.test(el.getAttribute('class') ?? '') || CAPTION_WORD.test(el.id);

function usableImages(container: Element, caption: Element, ctx: MarkdownContext): Element[] {
  const out: Element[] = [];
  for (const img of container.querySelectorAll('img')) {
    if (!caption.contains(img) && imageSourceOf(img) && !insideRemoved(img, container, ctx.isRemoved)) out.push(img);
  }
  return out;
}

/** A caption is a line of text: no media in it, little markup (a class-named "caption" wrapping a section is not). */
const isLineOfText = (el: Element): boolean =>
  el.getElementsByTagName('*').length <= MAX_CAPTION_ELEMENTS &&
  el.querySelector('img, picture, svg, video, iframe') === null;
const MAX_CAPTION_ELEMENTS = 20;

/**
 * A caption-named element that wraps its image and the caption's text beside it
 * (<span class="caption"><a><img></a><span>The map. (NASA)</span></span>): the text parts ride
 * with the image. Text loose in the wrapper cannot be moved alone, so it stays as it is.
 */
function moveWrappedCaption(
  caption: Element,
  root: Element,
  titles: Map<Element, string>,
  ctx: MarkdownContext,
): boolean {
  const images = Array.from(caption.querySelectorAll('img')).filter(
    (img) => imageSourceOf(img) && !insideRemoved(img, root, ctx.isRemoved),
  );
  const img = images[0];
  if (images.length !== 1 || !img || titles.has(img)) return false;
  const parts: Element[] = [];
  for (let node = caption.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 3 && (node.textContent ?? '').trim() !== '') return false;
    if (node.nodeType !== 1 || node.contains(img) || (node.textContent ?? '').trim() === '') continue;
    if (!isLineOfText(node as Element)) return false;
    parts.push(node as Element);
  }
  const title = parts.map(lineText).join(' ');
  if (!title || title.length > MAX_CAPTION) return false;
  titles.set(img, title);
  for (const part of parts) titles.set(part, '');
  return true;
}

/** Finds the captions under `roots` and marks each as its image's title (captionTitles). */
export function collectCaptionTitles(roots: readonly Element[], ctx: MarkdownContext): void {
  const titles = ctx.captionTitles;
  if (!titles) return;
  for (const root of roots) {
    let moved: Element | undefined;
    for (const caption of root.querySelectorAll('figcaption, [class*="aption"], [id*="aption"]')) {
      if (!isCaption(caption) || (moved && moved.contains(caption))) continue;
      if (!isLineOfText(caption)) {
        if (moveWrappedCaption(caption, root, titles, ctx)) moved = caption;
        continue;
      }
      const title = lineText(caption);
      if (!title || title.length > MAX_CAPTION || insideRemoved(caption, root, ctx.isRemoved)) continue;
      let container = caption.parentElement;
      for (let level = 0; container && level < MAX_LEVELS; level++, container = container.parentElement) {
        const images = usableImages(container, caption, ctx);
        if (images.length === 0 && container !== root) continue;
        if (images.length === 1 && images[0] && !titles.has(images[0])) {
          titles.set(images[0], title);
          titles.set(caption, '');
          moved = caption;
        }
        break;
      }
    }
    collectItalicCaptions(root, titles, ctx);
  }
}

/** Blocks that can be a line of caption. */
const CAPTION_LINES = new Set(['p', 'div', 'center']);
/**
 * The longest line in italics read as the caption of the image above it; longer, it is the text's own (a lead, a note).
 */
const MAX_ITALIC_CAPTION = 100;

/** `el` is all its parent holds (a link or a <p> around an image), but for blank text. */
function isOnlyChild(el: Element): boolean {
  for (let node = el.parentElement?.firstChild; node; node = node.nextSibling) {
    if (node !== el && (node.nodeType === 1 || (node.nodeType === 3 && (node.textContent ?? '').trim() !== '')))
      return false;
  }
  return true;
}

/** The short line in italics right under `img` (a block with no text between them) and its text, if any. */
function italicCaption(img: Element, root: Element, ctx: MarkdownContext): { line: Element; text: string } | undefined {
  let holder = img;
  while (holder.parentElement && holder.parentElement !== root && isOnlyChild(holder)) holder = holder.parentElement;
  let next = holder.nextSibling;
  while (
    next &&
    (next.nodeType === 3
      ? (next.textContent ?? '').trim() === ''
      : next.nodeType !== 1 || (next as Element).localName === 'br')
  )
    next = next.nextSibling;
  if (!next || next.nodeType !== 1) return undefined;
  const line = next as Element;
  if (
    !CAPTION_LINES.has(line.localName) ||
    !isAllItalic(line) ||
    !isLineOfText(line) ||
    insideRemoved(line, root, ctx.isRemoved)
  )
    return undefined;
  const text = lineText(line);
  return text && text.length <= MAX_ITALIC_CAPTION ? { line, text } : undefined;
}

function collectItalicCaptions(root: Element, titles: Map<Element, string>, ctx: MarkdownContext): void {
  for (const img of root.querySelectorAll('img')) {
    if (titles.has(img) || !imageSourceOf(img) || insideRemoved(img, root, ctx.isRemoved)) continue;
    const caption = italicCaption(img, root, ctx);
    if (!caption || titles.has(caption.line)) continue;
    titles.set(img, caption.text);
    titles.set(caption.line, '');
  }
}

/** A caption moved to its image's title is not written where it stands. */
export const isMovedCaption = (el: Element, ctx: MarkdownContext): boolean => ctx.captionTitles?.get(el) === '';

/** The markdown title of an image that carries its caption, or ''. */
export function imageTitle(img: Element, ctx: MarkdownContext): string {
  const title = ctx.captionTitles?.get(img);
  return title ? ` "${title.replace(/[\\"]/g, '\\$&')}"` : '';
}
