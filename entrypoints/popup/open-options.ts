// Not the polyfill (wxt/browser): the popup's first paint loads none of it (see start-reads.ts).
import { browser } from '@wxt-dev/browser';

/** The options page (Settings), from the popup's buttons. */
export const openOptions = (): void => void browser.runtime.openOptionsPage();
