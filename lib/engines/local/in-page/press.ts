/**
 * Presses a key on the focused element: keydown, keypress (for keys that make a character or
 * Enter), keyup. Synthetic events have no default action, so the common ones are done here
 * unless a listener cancelled the keydown: Enter submits the field's form or activates a button
 * or link, Backspace deletes, a character is typed, Page/arrow keys scroll.
 */
export function pressKey(key: string): void {
  const target = (document.activeElement as HTMLElement | null) ?? document.body;
  const init = { key, code: codeOf(key), bubbles: true, cancelable: true, composed: true, keyCode: keyCodeOf(key) };
  const proceed = target.dispatchEvent(new KeyboardEvent('keydown', init));
  if (key.length === 1 || key === 'Enter') target.dispatchEvent(new KeyboardEvent('keypress', init));
  if (proceed) defaultAction(target, key);
  target.dispatchEvent(new KeyboardEvent('keyup', init));
}

function defaultAction(target: HTMLElement, key: string): void {
  if (key === 'Enter') {
    if (target instanceof HTMLInputElement && target.form) target.form.requestSubmit();
    else if (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement) target.click();
    else if (target instanceof HTMLTextAreaElement || target.isContentEditable) document.execCommand('insertParagraph');
  } else if (key === 'Backspace') document.execCommand('delete');
  else if (key === 'Delete') document.execCommand('forwardDelete');
  else if (key.length === 1) document.execCommand('insertText', false, key);
  else if (SCROLLS[key]) window.scrollBy(0, SCROLLS[key]() ?? 0);
}

const SCROLLS: Record<string, () => number> = {
  PageDown: () => innerHeight * 0.9,
  PageUp: () => -innerHeight * 0.9,
  ArrowDown: () => 40,
  ArrowUp: () => -40,
  End: () => document.documentElement.scrollHeight,
  Home: () => -document.documentElement.scrollHeight,
};

const codeOf = (key: string) =>
  /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : /^\d$/.test(key) ? `Digit${key}` : key === ' ' ? 'Space' : key;
const KEY_CODES: Record<string, number> = {
  Enter: 13,
  Tab: 9,
  Escape: 27,
  Backspace: 8,
  Delete: 46,
  ' ': 32,
  ArrowLeft: 37,
  ArrowUp: 38,
  ArrowRight: 39,
  ArrowDown: 40,
};
const keyCodeOf = (key: string) => KEY_CODES[key] ?? (key.length === 1 ? key.toUpperCase().charCodeAt(0) : 0);
