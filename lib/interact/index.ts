import { registerInteractHandlers } from '@/lib/interact/interact-handlers';

/**
 * Interact: a browser at the service (a scrape's, or one of its own) that code or a prompt acts
 * in, shown as a transcript. The other features reach it only through this file.
 */

/** The background's part of interact: the service's sessions. */
export function registerInteract(): void {
  registerInteractHandlers();
}
