import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';

// The default API origin is granted at install; any other base URL is asked for at run time.
export const DEFAULT_API_ORIGIN = 'https://api.firecrawl.dev/*';

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({
    plugins: [preact()],
    build: { target: 'es2022' },
  }),
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: [
      'activeTab',
      'scripting',
      'storage',
      'contextMenus',
      ...(browser === 'firefox' ? [] : ['sidePanel', 'offscreen']),
    ],
    host_permissions: [DEFAULT_API_ORIGIN],
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    // Asked for by the side panel when the user wants it to follow the tab in front.
    optional_permissions: ['tabs'],
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
            gecko: { id: 'web-data-extractor@example.org', strict_min_version: '115.0' },
          },
        }
      : {}),
  }),
});
