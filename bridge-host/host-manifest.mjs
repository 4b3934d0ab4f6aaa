// What install writes for each browser: the host's manifest and the launcher its `path` names.

/** Lowercase, dots and underscores only, as both browsers require of a host's name. */
export const HOST_NAME = 'org.webdataextractor.bridge';
/** The extension's Firefox id (browser_specific_settings.gecko.id in wxt.config.ts). */
export const FIREFOX_EXTENSION_ID = 'web-data-extractor@example.org';
const DESCRIPTION = 'Web Data Extractor bridge: serves the Firecrawl-compatible API on 127.0.0.1 from the browser';

/** A Chrome extension id: 32 letters from a to p. */
export const CHROME_EXTENSION_ID = /^[a-p]{32}$/;

/**
 * @param {import('./install-targets.mjs').Browser} browser
 * @param {string} launcherPath absolute
 * @param {string | undefined} extensionId required for Chrome and Chromium
 */
export function hostManifest(browser, launcherPath, extensionId) {
  const common = { name: HOST_NAME, description: DESCRIPTION, path: launcherPath, type: 'stdio' };
  if (browser === 'firefox') return { ...common, allowed_extensions: [FIREFOX_EXTENSION_ID] };
  return { ...common, allowed_origins: [`chrome-extension://${extensionId}/`] };
}

/**
 * Browsers start a host with a minimal environment, so the launcher names node by its full path.
 * @param {string} nodePath
 * @param {string} hostPath
 */
export function launcherScript(nodePath, hostPath) {
  return [
    '#!/bin/sh',
    '# Written by `npm run bridge:install` (Web Data Extractor); removed by `npm run bridge:uninstall`.',
    `exec ${shellQuote(nodePath)} ${shellQuote(hostPath)} "$@"`,
    '',
  ].join('\n');
}

/** @param {string} text */
function shellQuote(text) {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
