import { defineExtensionMessaging } from '@webext-core/messaging';

/**
 * The one channel every message travels on. Typed at each end: the background's handlers by their
 * feature's table (handle.ts), the pages' sends by the map of every table (lib/app/ask.ts).
 */
export const messenger = defineExtensionMessaging<Record<string, (data: unknown) => unknown>>();
