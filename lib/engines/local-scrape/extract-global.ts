/**
 * The name of the function the extract content script leaves in its isolated world. A module of
 * its own: the content script imports it, and must not reach zod (extract-request.ts's schemas).
 */
export const EXTRACT_GLOBAL = '__webDataExtractor';
