import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';
import { pdfjsAssets } from './scripts/pdfjs-assets';
import { prebundledMammoth } from './scripts/prebundled-mammoth';
import { eagerCompile } from './scripts/eager-compile-plugin';
import { DEFAULT_BASE_URL } from './lib/settings/default-base-url';
import { resolve } from 'node:path';
import { ENGINE_SCRIPTS, PAGE_SCRIPT_FILES } from './lib/engines/local/page-scripts/script-files';

const ENGINE_SCRIPTS_DIR = resolve(import.meta.dirname, 'lib/engines/local/page-scripts');
const POPUP_READS = resolve(import.meta.dirname, 'entrypoints/popup/reads-script.ts');
const SEARCH_READER = resolve(import.meta.dirname, 'lib/search/results-page/search-reader-script.ts');
const INTERACT_PAGE = resolve(import.meta.dirname, 'lib/interact/local/page-script/interact-page.ts');

// The default API origin is granted at install; any other base URL is asked for at run time.
const DEFAULT_API_ORIGIN = `${DEFAULT_BASE_URL}/*`;
// zod and the API's schemas: one chunk, never copied into another (one zod per page, its jitless
// mode set once), loaded by the popup after its first paint (entrypoints/popup/checks.ts).
const SCHEMA_MODULES =
  /[\\/]node_modules[\\/]zod[\\/]|[\\/]lib[\\/]api[\\/]schemas[\\/](?!scrape-constants|http-url-rule)/;
const OPTIONAL_ORIGINS = ['https://*/*', 'http://*/*'];
const OFFSCREEN_HTML =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Web Data Extractor parser</title><script src="/offscreen-parser.js"></script></html>\n';

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({
    // A page script's functions nearly all run when it is called: the converter on a page's first scrape.
    plugins: [preact(), prebundledMammoth(), eagerCompile(PAGE_SCRIPT_FILES)],
    build: { target: 'es2022' },
  }),
  hooks: {
    // The local engine's scripts (the page scripts injected into tabs, the parser page's script)
    // live with the engine they belong to (lib/engines/local/page-scripts/), and the popup's head
    // script with the popup: each is built as an unlisted script of its own name, as a script
    // loose in entrypoints/ would be.
    'entrypoints:found': (_wxt, infos) => {
      for (const file of ENGINE_SCRIPTS) {
        const name = file.replace(/\.ts$/, '');
        infos.push({ name, inputPath: resolve(ENGINE_SCRIPTS_DIR, file), type: 'unlisted-script' });
      }
      infos.push({ name: 'popup-reads', inputPath: POPUP_READS, type: 'unlisted-script' });
      // A search's results-page reader lives with the search (lib/search/results-page/).
      infos.push({ name: 'search-reader', inputPath: SEARCH_READER, type: 'unlisted-script' });
      // The interact script (a program's commands in the user's own tab) lives with the feature.
      infos.push({ name: 'interact-page', inputPath: INTERACT_PAGE, type: 'unlisted-script' });
    },
    // pdf.js's worker, CMaps and standard font data, served from the extension (never the web),
    // and the page where files are parsed (Chrome's offscreen document, a frame of Firefox's
    // background page); its script is the unlisted script lib/engines/local/page-scripts/offscreen-parser.ts, a build
    // of its own.
    'build:publicAssets': (wxt, files) => {
      files.push(...pdfjsAssets(wxt.config.browser), { relativeDest: 'offscreen.html', contents: OFFSCREEN_HTML });
    },
    // The popup is built on its own (WXT builds every page in one build): its first paint is then
    // one module file, which the chunks it loads later import from (preserveEntrySignatures lets
    // the entry export to them). Chromium serves every extension file through a separate request
    // with a real cost: with the other pages in the same build, the popup's start code was split
    // into its entry, the chunk shared with options and side panel, and the bundler's runtime (3
    // files besides its head script); alone, the '$initial' group keeps it in one. Measured with
    // test/bench/ui-popup-open.ts: 1.19-1.20x the minimal popup's median before, 1.08x after.
    'entrypoints:grouped': (_wxt, groups) => {
      const pages = groups.find((g) => Array.isArray(g) && g.some((e) => e.name === 'popup'));
      if (!Array.isArray(pages) || pages.length < 2) return;
      const [popup] = pages.splice(
        pages.findIndex((e) => e.name === 'popup'),
        1,
      );
      groups.push([popup!]);
    },
    // Options and side panel: small shared chunks are inlined into their pages, duplicating a
    // little code (profiled: 8 scripts and 3 stylesheets took the popup ~50 ms to load, more than
    // evaluating them). Lazy chunks (result views, advanced options) stay apart. Never Preact:
    // without the popup in the build, the inliner copied it into the schemas chunk as well as the
    // shared one, two Preacts on one page (one's hooks do not work under the other's render).
    'vite:build:extendConfig': (entrypoints, config) => {
      const popupOnly = entrypoints.length === 1 && entrypoints[0]!.name === 'popup';
      if (!popupOnly && !entrypoints.some((e) => e.name === 'options' || e.name === 'sidepanel')) return;
      const build = (config.build ??= {});
      const schemas = { name: 'schemas', test: SCHEMA_MODULES, includeDependenciesRecursively: false };
      build.rolldownOptions = {
        ...build.rolldownOptions,
        // Inlining needs entries that export nothing; the popup's entry exports to its later chunks.
        preserveEntrySignatures: popupOnly ? 'allow-extension' : false,
        output: {
          ...build.rolldownOptions?.output,
          codeSplitting: popupOnly
            ? // The schemas in their own chunk (loaded after the first paint); everything the
              // entry imports statically in one chunk: the entry's own.
              {
                groups: [
                  { ...schemas, priority: 2 },
                  { name: 'popup-start', tags: ['$initial'], priority: 1 },
                ],
              }
            : {
                groups: [schemas],
                experimentalInlineCommonChunks: {
                  maxSize: Infinity,
                  exclude: [SCHEMA_MODULES, /[\\/]node_modules[\\/]preact[\\/]/],
                },
              },
        },
      };
    },
  },
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: [
      'activeTab',
      'scripting',
      'storage',
      'contextMenus',
      'alarms', // monitors' checks on a schedule; waking a batch whose worker stopped
      'webRequest', // a local crawl follows each page's redirects, to read it once and to name a loop
      'tabGroups', // a program's interact sessions grouped under its name (no warning; Firefox 139+ and Chrome)
      ...(browser === 'firefox' ? [] : ['sidePanel', 'offscreen']),
    ],
    host_permissions: [DEFAULT_API_ORIGIN],
    // Asked for at run time: sites (a custom API origin, a site the side panel reads); `tabs` by
    // the side panel when the user wants it to follow the tab in front; debugger (Chrome) when a
    // local scrape first needs a full-page screenshot or a PDF (debugger-access.ts); notifications
    // (and the page's site) when the first monitor is created (lib/permissions/monitor-access.ts);
    // nativeMessaging when the user turns the bridge on (docs/bridge.md); search (no prompt) and
    // tabs when the user first searches in the browser's own engine (docs/search.md). Firefox's
    // MV2 manifest has no optional_host_permissions: there the origins go with the permissions.
    ...(browser === 'firefox'
      ? { optional_permissions: ['tabs', 'notifications', 'nativeMessaging', 'search', ...OPTIONAL_ORIGINS] }
      : {
          optional_host_permissions: OPTIONAL_ORIGINS,
          optional_permissions: ['tabs', 'debugger', 'notifications', 'nativeMessaging', 'search'],
        }),
    action: { default_title: '__MSG_actionTitle__' },
    commands: {
      'scrape-current-tab': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: '__MSG_command_scrape__',
      },
    },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'web-data-extractor@example.org',
              strict_min_version: '115.0',
              // Nothing goes to the developer; what leaves the device goes where the user sends it
              // (docs/decisions/firefox-data-collection.md).
              data_collection_permissions: { required: ['none'] },
            },
          },
        }
      : {}),
  }),
});
