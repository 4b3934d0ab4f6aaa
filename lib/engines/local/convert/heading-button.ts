/**
 * A button inside a heading is the heading's title: an accordion's header, as WAI-ARIA's pattern
 * writes it (`<h3><button aria-expanded>Question</button></h3>`). Any other button is a control
 * with no text of the page's (Share, Add to cart), so the writers and the walk skip it.
 */
import { HEADING_SELECTOR, TEXTLESS_TAGS } from '@/lib/engines/local/convert/dom-tags';

const isHeadingButton = (el: Element, tag: string): boolean =>
  tag === 'button' && el.parentElement !== null && el.parentElement.closest(HEADING_SELECTOR) !== null;

/** Read by no writer of text (TEXTLESS_TAGS), but for a heading's button: one rule for the walk and the markdown. */
export const isTextless = (el: Element, tag: string): boolean => TEXTLESS_TAGS.has(tag) && !isHeadingButton(el, tag);
