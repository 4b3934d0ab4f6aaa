// The script of the parser page (offscreen.html, written at build by wxt.config.ts): Chrome's
// offscreen document, or Firefox's hidden frame in the background page. A page with a DOM and no
// UI where dropped files are parsed, so no page the user sees is blocked. Built on its own as an unlisted script, apart
// from the popup, options and side
// panel: sharing their chunks made the bundler move schema code between them (the options page
// grew by 10 KB). It loads once, with the first file of a session.
import '@/lib/setup/zod-jitless';
import { browser } from 'wxt/browser';
import { OFFSCREEN_CHANNEL, toParserSchema, type ProgressMessage } from '@/lib/engines/local/parse/offscreen-messages';
import { cancelParse, serveParse } from '@/lib/engines/local/parse/parse-service';
import { isTrustedSender } from '@/lib/messaging/trusted-sender';
import { loadMessagesWithoutI18n } from '@/lib/i18n/messages-without-i18n';

export default defineUnlistedScript({
  main() {
    // Errors and warnings are worded here; Chrome's offscreen document has no browser.i18n.
    const messagesLoaded = loadMessagesWithoutI18n().catch(() => undefined);
    browser.runtime.onMessage.addListener((message: unknown, sender) => {
      const parsed = toParserSchema.safeParse(message);
      if (!parsed.success || !isTrustedSender(sender)) return undefined;
      const request = parsed.data;
      if (request.type === 'cancel') {
        cancelParse(request.jobId);
        return undefined;
      }
      return messagesLoaded.then(() =>
        serveParse(request, (progress) => {
          const update: ProgressMessage = {
            channel: OFFSCREEN_CHANNEL,
            type: 'progress',
            jobId: request.jobId,
            progress,
          };
          void browser.runtime.sendMessage(update).catch(() => undefined);
        }),
      );
    });
  },
});
