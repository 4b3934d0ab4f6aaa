import { t } from '@/lib/i18n/t';
/**
 * Clicks the first match (or every match with `all`) the way a user would: scrolled into view,
 * focused, pointer and mouse events, then click() (which also submits forms and follows links).
 * A field or contenteditable keeps the focus, so a following `write` types into it.
 */
export function clickElements(selector: string, all: boolean): number {
  const found = Array.from(document.querySelectorAll(selector));
  if (!found.length) {
    if (all) return 0;
    throw new Error(t('localScrape_nothingClicked', selector));
  }
  for (const el of all ? found : found.slice(0, 1)) clickOne(el);
  return all ? found.length : 1;
}

function clickOne(el: Element): void {
  el.scrollIntoView({ block: 'center', inline: 'center' });
  const init = { bubbles: true, cancelable: true, composed: true, view: window, button: 0 };
  el.dispatchEvent(new PointerEvent('pointerdown', init));
  el.dispatchEvent(new MouseEvent('mousedown', init));
  if (el instanceof HTMLElement) el.focus();
  el.dispatchEvent(new PointerEvent('pointerup', init));
  el.dispatchEvent(new MouseEvent('mouseup', init));
  if (el instanceof HTMLElement) el.click();
  else el.dispatchEvent(new MouseEvent('click', init));
  if (el instanceof HTMLElement && el.isContentEditable) caretToEnd(el);
}

/** A click lands the caret where the user clicked; for typing after it, the end is right. */
function caretToEnd(el: HTMLElement): void {
  const range = document.createRange();
  range.selectNodeContents(el);
  range.collapse(false);
  const selection = getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
