import { render, type ComponentChildren } from 'preact';
import { act } from 'preact/test-utils';
import { messages } from '../../support/real-messages';

export { useRealMessages } from '../../support/real-messages';

export const message = (name: string) => messages[name]?.message ?? '';

/** Renders into a fresh container attached to the document; effects have run when it returns. */
export function mount(ui: ComponentChildren): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => render(ui, container));
  return container;
}

export function click(el: Element | null): void {
  if (!el) throw new Error('nothing to click');
  act(() => (el as HTMLElement).click());
}

/** Types a value as the user would: sets it, then fires `input`. */
export function type(el: Element | null, value: string): void {
  if (!el) throw new Error('nothing to type into');
  act(() => {
    (el as HTMLInputElement).value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function choose(el: Element | null, value: string): void {
  if (!el) throw new Error('nothing to choose in');
  act(() => {
    (el as HTMLSelectElement).value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export const byLabel = (root: HTMLElement, text: string): HTMLInputElement => {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  const control = label && root.ownerDocument.getElementById(label.htmlFor);
  if (!control) throw new Error(`no control labelled "${text}"`);
  return control as HTMLInputElement;
};
