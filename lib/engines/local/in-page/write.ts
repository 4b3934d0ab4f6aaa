import { t } from '@/lib/i18n/t';
/**
 * Types text character by character into the focused element (an input, a text area or a
 * contenteditable, focused by a click action first). insertText goes through the browser's own
 * editing, so the page sees beforeinput/input events as from a keyboard and frameworks that
 * track their own value (React) notice.
 */
export function writeText(text: string): void {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || el === document.body || !isEditable(el)) {
    throw new Error(t('localScrape_nothingFocused'));
  }
  for (const key of text) {
    el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true }));
    if (!document.execCommand('insertText', false, key)) insertByHand(el, key);
    el.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true, composed: true }));
  }
}

const isEditable = (el: HTMLElement) =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el.isContentEditable;

/** Where execCommand is refused (some input types): set the value and announce it. */
function insertByHand(el: HTMLElement, key: string): void {
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
    if (setter) setter.call(el, el.value + key);
    else el.value += key;
  } else {
    el.append(key);
  }
  el.dispatchEvent(new InputEvent('input', { data: key, inputType: 'insertText', bubbles: true, composed: true }));
}
