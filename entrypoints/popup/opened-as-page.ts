import { browser } from '@wxt-dev/browser';

/**
 * Marks the popup opened as a page of its own (a tab: keyboard users, `?tabId=`, tests) with
 * `html.as-page`. The toolbar's popup is as wide as its body says (popup.css); a popup whose width
 * depended on the viewport would shrink, since the browser sizes it from its content. A page, sized
 * by its window, may be narrower than that width, so there the body follows the window instead.
 */
export function markOpenedAsPage(): void {
  const popups = browser.extension?.getViews?.({ type: 'popup' }) ?? [];
  if (!popups.includes(window)) document.documentElement.classList.add('as-page');
}
