import { browser } from 'wxt/browser';

// What the bridge asks the browser for, each from the user's click (before any await: the prompt
// needs the gesture). Refused or failed prompts read as "not granted".

/** Native messaging, to talk to the bridge's host: asked when the user turns the bridge on. */
export const requestNativeMessaging = (): Promise<boolean> =>
  browser.permissions.request({ permissions: ['nativeMessaging'] }).catch(() => false);

/** Every page of a site the user lets programs read (`*://site/*`, any scheme). */
export const requestSiteForPrograms = (site: string): Promise<boolean> =>
  browser.permissions.request({ origins: [`*://${site}/*`] }).catch(() => false);

/** The origins a program's request needs, asked when the user allows it; none asked is granted. */
export const requestOrigins = (origins: readonly string[]): Promise<boolean> =>
  origins.length ? browser.permissions.request({ origins: [...origins] }).catch(() => false) : Promise.resolve(true);
