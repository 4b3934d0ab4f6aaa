/**
 * A caption describes its image, not the story: in the main content it rides with that image as
 * the image's markdown title (`![alt](url "caption")`) instead of a paragraph of its own. Readers'
 * idea of an article's text leaves captions out (both benchmark corpora's ground truth does); the
 * caption is kept, next to what it describes. A caption is a <figcaption> or an element whose
 * class or id names it one ("caption", "image-caption", "newsCaption"); its image is the one usable
 * image in its nearest enclosing block that has any. With no image, or several, it stays text.
 */
import { imageSourceOf } from './image-source.ts';
import type { MarkdownContext } from './markdown-context.ts';

const WHITESPACE = /\s+/g;
const CAPTION_WORD = /(?:^|[\s_-])captions?(?=$|[\s_-]|[A-Z])|(?<=[a-z])Captions?(?=$|[\s_-]|[A-Z])/i;
/** Longer than this, a "caption" is a text block of its own. */
const MAX_CAPTION = 500;
/** How far up from a caption its image is looked for. */
const MAX_LEVELS = 3;

const isCaption = (el: Element): boolean =>
  el.localName === 'figcaption' || CAPTION_WORD.test(el.getAttribute('class') ?? '') || CAPTION_WORD.test(el.id);

function removedWithin(el: Element, top: Element, ctx: MarkdownContext): boolean {
  for (let node: Element | null = el; node && node !== top; node = node.parentElement) if (ctx.isRemoved(node)) return true;
  return ctx.isRemoved(top);
}

function usableImages(container: Element, caption: Element, ctx: MarkdownContext): Element[] {
  const out: Element[] = [];
  for (const img of container.querySelectorAll('img')) {
    if (!caption.contains(img) && imageSourceOf(img) && !removedWithin(img, container, ctx)) out.push(img);
  }
  return out;
}

/** A caption is a line of text: no media in it, little markup (a class-named "caption" wrapping a section is not). */
const isLineOfText = (el: Element): boolean => el.getElementsByTagName('*').length <= MAX_CAPTION_ELEMENTS && el.querySelector('img, picture, svg, video, iframe') === null;
const MAX_CAPTION_ELEMENTS = 20;

/** Finds the captions under `roots` and marks each as its image's title (captionTitles). */
export function collectCaptionTitles(roots: readonly Element[], ctx: MarkdownContext): void {
  const titles = ctx.captionTitles;
  if (!titles) return;
  for (const root of roots) {
    let moved: Element | undefined;
    for (const caption of root.querySelectorAll('figcaption, [class*="aption"], [id*="aption"]')) {
      if (!isCaption(caption) || (moved && moved.contains(caption)) || !isLineOfText(caption)) continue;
      const title = (caption.textContent ?? '').replace(WHITESPACE, ' ').trim();
      if (!title || title.length > MAX_CAPTION || removedWithin(caption, root, ctx)) continue;
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
  }
}

/** A caption moved to its image's title is not written where it stands. */
export const isMovedCaption = (el: Element, ctx: MarkdownContext): boolean => ctx.captionTitles?.get(el) === '';

/** The markdown title of an image that carries its caption, or ''. */
export function imageTitle(img: Element, ctx: MarkdownContext): string {
  const title = ctx.captionTitles?.get(img);
  return title ? ` "${title.replace(/[\\"]/g, '\\$&')}"` : '';
}
