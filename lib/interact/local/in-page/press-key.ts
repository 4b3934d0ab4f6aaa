/**
 * A key or chord (`Enter`, `Tab`, `Control+a`, `Shift+Tab`) pressed on the focused element, as
 * DOM events: keydown, keypress for keys that make a character, keyup. Events made by a script
 * have no default action, so the common ones are done here unless the page cancelled the keydown:
 * Enter submits the field's form or activates a button or link, Tab moves the focus, Backspace and
 * Delete delete, Control+A selects all, a character is typed, arrows and Page keys scroll.
 */
export function pressKey(chord: string, doc: Document = document): void {
  const parts = chord.split('+');
  const key = normalizeKey(parts.pop() || '+');
  const mods = new Set(parts.map((m) => m.toLowerCase()));
  const ctrl = mods.has('control') || mods.has('ctrl');
  const meta = mods.has('meta') || mods.has('cmd') || mods.has('command');
  const target = (doc.activeElement as HTMLElement | null) ?? doc.body;
  const view = doc.defaultView ?? window;
  const init: KeyboardEventInit = {
    key,
    code: codeOf(key),
    bubbles: true,
    cancelable: true,
    composed: true,
    ctrlKey: ctrl,
    metaKey: meta,
    shiftKey: mods.has('shift'),
    altKey: mods.has('alt'),
    view,
  };
  const proceed = target.dispatchEvent(new view.KeyboardEvent('keydown', init));
  const character = key.length === 1 && !ctrl && !meta;
  if (character || key === 'Enter') target.dispatchEvent(new view.KeyboardEvent('keypress', init));
  if (proceed) defaultAction(target, key, { ctrl: ctrl || meta, shift: mods.has('shift'), character }, doc);
  target.dispatchEvent(new view.KeyboardEvent('keyup', init));
}

const NAMES: Record<string, string> = {
  enter: 'Enter',
  return: 'Enter',
  tab: 'Tab',
  escape: 'Escape',
  esc: 'Escape',
  backspace: 'Backspace',
  delete: 'Delete',
  space: ' ',
  arrowup: 'ArrowUp',
  arrowdown: 'ArrowDown',
  arrowleft: 'ArrowLeft',
  arrowright: 'ArrowRight',
  pageup: 'PageUp',
  pagedown: 'PageDown',
  home: 'Home',
  end: 'End',
};

const normalizeKey = (key: string) => NAMES[key.toLowerCase()] ?? key;

function defaultAction(
  target: HTMLElement,
  key: string,
  { ctrl, shift, character }: { ctrl: boolean; shift: boolean; character: boolean },
  doc: Document,
): void {
  if (ctrl && key.toLowerCase() === 'a') {
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) target.select();
    else edit(doc, 'selectAll');
  } else if (key === 'Enter') {
    if (target instanceof HTMLInputElement && target.form) target.form.requestSubmit();
    else if (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement) target.click();
    else if (target instanceof HTMLTextAreaElement || target.isContentEditable) edit(doc, 'insertParagraph');
  } else if (key === 'Tab') moveFocus(target, shift ? -1 : 1, doc);
  else if (key === 'Backspace') edit(doc, 'delete');
  else if (key === 'Delete') edit(doc, 'forwardDelete');
  else if (key === ' ' && (target instanceof HTMLButtonElement || isCheckable(target))) target.click();
  else if (character) insertText(target, key, doc);
  else if (SCROLLS[key]) (doc.defaultView ?? window).scrollBy(0, SCROLLS[key](doc));
}

const isCheckable = (el: HTMLElement) => el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type);

/** Types text where the caret is: through the browser's editing (input events as from a keyboard), else by hand. */
export function insertText(target: HTMLElement, text: string, doc: Document = document): void {
  if (edit(doc, 'insertText', text)) return;
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
    const start = target.selectionStart ?? target.value.length;
    const end = target.selectionEnd ?? target.value.length;
    setValue(target, target.value.slice(0, start) + text + target.value.slice(end));
    try {
      target.setSelectionRange(start + text.length, start + text.length);
    } catch {
      // Some input types (email, number) have no selection.
    }
  } else if (target.isContentEditable) target.append(text);
  else return;
  const view = doc.defaultView ?? window;
  target.dispatchEvent(
    new view.InputEvent('input', { data: text, inputType: 'insertText', bubbles: true, composed: true }),
  );
}

/** Sets a field's value through its prototype's setter, which frameworks that track their own value (React) notice. */
export function setValue(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
  if (setter) setter.call(el, value);
  else el.value = value;
}

const FOCUSABLE =
  'a[href],button:not(:disabled),input:not(:disabled):not([type=hidden]),select:not(:disabled),textarea:not(:disabled),[tabindex]:not([tabindex="-1"]),[contenteditable=""],[contenteditable="true"]';

function moveFocus(from: HTMLElement, step: 1 | -1, doc: Document): void {
  const all = Array.from(doc.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (!all.length) return;
  const at = all.indexOf(from);
  const next = all[(at + step + all.length) % all.length] ?? all[0]!;
  next.focus();
}

const SCROLLS: Record<string, (doc: Document) => number> = {
  PageDown: (doc) => (doc.defaultView?.innerHeight ?? 600) * 0.9,
  PageUp: (doc) => -(doc.defaultView?.innerHeight ?? 600) * 0.9,
  ArrowDown: () => 40,
  ArrowUp: () => -40,
  End: (doc) => doc.documentElement.scrollHeight,
  Home: (doc) => -doc.documentElement.scrollHeight,
};

const codeOf = (key: string) =>
  /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : /^\d$/.test(key) ? `Digit${key}` : key === ' ' ? 'Space' : key;

/** The browser's own editing command; false where it is refused or missing (some input types, no editing). */
export function edit(doc: Document, command: string, value?: string): boolean {
  try {
    return doc.execCommand(command, false, value);
  } catch {
    return false;
  }
}
