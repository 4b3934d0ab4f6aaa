/**
 * A button inside a heading is the heading's title: an accordion's header, as WAI-ARIA's pattern
 * writes it (`<h3><button aria-expanded>Question</button></h3>`). Any other button is a control
 * with no text of the page's (Share, Add to cart), so the writers and the walk skip it.
 */
const HEADINGS = 'h1, h2, h3, h4, h5, h6';

export const isHeadingButton = (el: Element, tag: string): boolean =>
  tag === 'button' && el.parentElement !== null && el.parentElement.closest(HEADINGS) !== null;
