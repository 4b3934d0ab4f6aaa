/**
 * The local engine's scripts and the files the build makes of them. No imports: wxt.config.ts
 * reads this file before any alias exists, to build the scripts from this folder and open each
 * page script with the eager-compile hint.
 */

/** The scripts in this folder that the build makes into unlisted scripts of the same name. */
export const ENGINE_SCRIPTS = ['extract.ts', 'page-facts.ts', 'page-actions.ts', 'offscreen-parser.ts'] as const;

/** Which script holds each of the page's parts (page-scripts.ts). */
export const PAGE_SCRIPTS = {
  extract: '/extract.js',
  selection: '/extract.js',
  practice: '/extract.js',
  facts: '/page-facts.js',
  waitFor: '/page-actions.js',
  click: '/page-actions.js',
  write: '/page-actions.js',
  press: '/page-actions.js',
  scroll: '/page-actions.js',
} as const;

/** Every page script, as the build names it (wxt.config.ts opens each with the eager-compile hint). */
export const PAGE_SCRIPT_FILES = [...new Set(Object.values(PAGE_SCRIPTS))].map((file) => file.slice(1));
