/** What needs its own yes from the user, beyond consent to act on the site (docs/interact.md). */
export type Sensitive = 'password' | 'upload' | 'download';

/** Whether typing into this element types a password. */
export const isPasswordField = (el: Element | null): boolean =>
  el instanceof HTMLInputElement && el.type.toLowerCase() === 'password';

/** What a click on this element would start that needs its own yes: a file chooser, or a download. */
export function clickNeeds(el: Element): Sensitive | undefined {
  const control = el instanceof HTMLLabelElement ? el.control : el;
  if (control instanceof HTMLInputElement && control.type.toLowerCase() === 'file') return 'upload';
  const link = el.closest('a[href],area[href]');
  if (link?.hasAttribute('download')) return 'download';
  return undefined;
}
