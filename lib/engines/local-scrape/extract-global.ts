/**
 * The name of the function the extract script leaves in its isolated world. A module of its own:
 * the script imports it, and must not reach zod (extract-request.ts's schemas).
 */
export const EXTRACT_GLOBAL = '__webDataExtractor';
