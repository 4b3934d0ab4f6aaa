import { t } from '@/lib/i18n/t';
import { CLI_WORDING } from '@/lib/interact/local/cli/cli-wording';
import { normalize } from '@/lib/interact/local/in-page/ax-roles';
import { TargetError } from '@/lib/interact/local/in-page/page-refs';
import { edit, insertText, setValue } from '@/lib/interact/local/in-page/press-key';

// What agent-browser's element commands do, done with DOM events from the extension's isolated
// world (the same in Chrome and Firefox): the element scrolled into view, the pointer and mouse
// events a user's click makes, the focus, and the element's own activation (click() follows a
// link, submits a form, toggles a checkbox). Events made by a script are not trusted (isTrusted is
// false); a page that insists on trusted input does not take them (docs/interact.md).

const center = (el: Element) => {
  const box = el.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
};

function mouse(el: Element, type: string, point: { x: number; y: number }, detail = 1): boolean {
  const view = el.ownerDocument.defaultView ?? window;
  const init = {
    bubbles: true,
    cancelable: true,
    composed: true,
    view,
    button: 0,
    buttons: type.endsWith('down') ? 1 : 0,
    clientX: point.x,
    clientY: point.y,
    detail,
  };
  const Event = type.startsWith('pointer') && 'PointerEvent' in view ? view.PointerEvent : view.MouseEvent;
  return el.dispatchEvent(
    new Event(
      type,
      type.startsWith('pointer') ? { ...init, pointerId: 1, isPrimary: true, pointerType: 'mouse' } : init,
    ),
  );
}

/** The element brought into view, and the point a user's click would land on (refused when something covers it). */
function reach(el: Element, target: string): { x: number; y: number } {
  el.scrollIntoView({ block: 'center', inline: 'center' });
  const point = center(el);
  const doc = el.ownerDocument;
  const hit = typeof doc.elementFromPoint === 'function' ? doc.elementFromPoint(point.x, point.y) : null;
  const box = el.getBoundingClientRect();
  const laidOut = box.width > 0 && box.height > 0;
  if (hit && laidOut && !el.contains(hit) && !hit.contains(el) && !labels(hit, el))
    throw new TargetError(CLI_WORDING.covered(target, hit.localName));
  return point;
}

const labels = (hit: Element, el: Element) => hit instanceof HTMLLabelElement && hit.control === el;

export function hover(el: Element, target: string): void {
  const point = reach(el, target);
  for (const type of ['pointerover', 'pointerenter', 'mouseover', 'mouseenter', 'pointermove', 'mousemove'])
    mouse(el, type, point);
}

/** A user's click: press, focus, release, click; a double click does it twice, then dblclick. */
export function click(el: Element, target: string, double = false): void {
  const point = reach(el, target);
  for (let n = 1; n <= (double ? 2 : 1); n++) {
    mouse(el, 'pointerdown', point, n);
    mouse(el, 'mousedown', point, n);
    if (el instanceof HTMLElement) el.focus({ preventScroll: true });
    mouse(el, 'pointerup', point, n);
    mouse(el, 'mouseup', point, n);
    if (el instanceof HTMLElement) el.click();
    else mouse(el, 'click', point, n);
  }
  if (double) mouse(el, 'dblclick', point, 2);
}

type Field = HTMLInputElement | HTMLTextAreaElement;
const isField = (el: Element): el is Field =>
  el instanceof HTMLTextAreaElement ||
  (el instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file'].includes(el.type));
const isEditable = (el: Element): el is HTMLElement =>
  isField(el) || (el instanceof HTMLElement && el.isContentEditable);

function notEditable(): TargetError {
  return new TargetError(t('interactLocal_notEditable'));
}

/** Empties the field and puts the text in, as one edit (agent-browser's fill). */
export function fill(el: Element, text: string): void {
  if (!isEditable(el)) throw notEditable();
  el.scrollIntoView({ block: 'center', inline: 'center' });
  el.focus({ preventScroll: true });
  selectAll(el);
  if (text === '') {
    if (!edit(el.ownerDocument, 'delete') && isField(el)) setValue(el, '');
    announce(el, 'input');
  } else insertText(el, text, el.ownerDocument);
  announce(el, 'change');
}

/** Clicks into the element and types the text key by key (agent-browser's type); `clear` empties it first. */
export async function typeInto(
  el: Element,
  target: string,
  text: string,
  clear: boolean,
  delayMs: number,
): Promise<void> {
  if (!isEditable(el)) throw notEditable();
  click(el, target);
  if (clear) {
    selectAll(el);
    if (!edit(el.ownerDocument, 'delete') && isField(el)) setValue(el, '');
  } else caretToEnd(el);
  const view = el.ownerDocument.defaultView ?? window;
  for (const key of text) {
    const init = { key, bubbles: true, cancelable: true, composed: true, view };
    const go = el.dispatchEvent(new view.KeyboardEvent('keydown', init));
    el.dispatchEvent(new view.KeyboardEvent('keypress', init));
    if (go) insertText(el, key, el.ownerDocument);
    el.dispatchEvent(new view.KeyboardEvent('keyup', init));
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  announce(el, 'change');
}

function selectAll(el: HTMLElement): void {
  if (isField(el)) {
    el.select();
    return;
  }
  const range = el.ownerDocument.createRange();
  range.selectNodeContents(el);
  const selection = el.ownerDocument.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

function caretToEnd(el: HTMLElement): void {
  if (isField(el)) {
    try {
      el.setSelectionRange(el.value.length, el.value.length);
    } catch {
      // email and number fields have no selection: the value's end is where typing goes.
    }
    return;
  }
  const range = el.ownerDocument.createRange();
  range.selectNodeContents(el);
  range.collapse(false);
  const selection = el.ownerDocument.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

function announce(el: Element, type: 'input' | 'change'): void {
  const view = el.ownerDocument.defaultView ?? window;
  el.dispatchEvent(new view.Event(type, { bubbles: true, composed: type === 'input' }));
}

const checkedOf = (el: Element): boolean =>
  el instanceof HTMLInputElement ? el.checked : el.getAttribute('aria-checked') === 'true';

/** Clicks a checkbox, radio or switch when it is not in the wanted state, and checks that it now is. */
export function setChecked(el: Element, target: string, wanted: boolean): void {
  const control = el instanceof HTMLLabelElement && el.control ? el.control : el;
  if (checkedOf(control) === wanted) return;
  click(el, target);
  if (checkedOf(control) !== wanted) throw new TargetError(t('interactLocal_didNotCheck', target));
}

/** Chooses options of a select by value or by their text (agent-browser's select). */
export function selectOptions(el: Element, values: readonly string[]): void {
  if (!(el instanceof HTMLSelectElement)) throw new TargetError(t('interactLocal_notSelect'));
  const options = Array.from(el.options);
  const matches = options.filter((o) => values.includes(o.value) || values.includes(normalize(o.label || o.text)));
  if (!matches.length)
    throw new TargetError(
      CLI_WORDING.noOption(
        values,
        options.map((o) => normalize(o.label || o.text)),
      ),
    );
  el.focus({ preventScroll: true });
  for (const option of options) option.selected = el.multiple ? matches.includes(option) : option === matches[0];
  if (!el.multiple) setValue(el, matches[0]!.value);
  announce(el, 'input');
  announce(el, 'change');
}

/** Scrolls the page, or an element, by `amount` pixels. */
export function scroll(direction: 'up' | 'down' | 'left' | 'right', amount: number, el?: Element): void {
  const top = direction === 'down' ? amount : direction === 'up' ? -amount : 0;
  const left = direction === 'right' ? amount : direction === 'left' ? -amount : 0;
  const scroller = el ?? document.scrollingElement ?? document.documentElement;
  if (el) el.scrollBy({ top, left, behavior: 'instant' });
  else (scroller.ownerDocument.defaultView ?? window).scrollBy({ top, left, behavior: 'instant' });
}

/** An element's text as a user sees it (its rendered text where the page is laid out). */
export function textOfElement(el: Element): string {
  return el instanceof HTMLElement && typeof el.innerText === 'string' ? el.innerText : (el.textContent ?? '');
}

/** Whether the element is shown (a wait for it waits for this, as the CLI waits for "visible"). */
export function isVisible(el: Element): boolean {
  const check = (el as Element & { checkVisibility?: (o: object) => boolean }).checkVisibility;
  if (check) return check.call(el, { visibilityProperty: true, opacityProperty: false });
  const style = el.ownerDocument.defaultView?.getComputedStyle(el);
  return style?.display !== 'none' && style?.visibility !== 'hidden';
}
