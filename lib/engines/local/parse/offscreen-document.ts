import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n/t';

/** Chrome's offscreen API, as much of it as we use (the polyfill's types predate it). */
interface OffscreenApi {
  createDocument(options: { url: string; reasons: string[]; justification: string }): Promise<void>;
  closeDocument(): Promise<void>;
}
type ContextsApi = { getContexts?(filter: { contextTypes: string[] }): Promise<unknown[]> };

const offscreen = () => (browser as unknown as { offscreen?: OffscreenApi }).offscreen;
// Written at build (wxt.config.ts), so it has no typed public path.
const parserUrl = () => `${browser.runtime.getURL('/')}offscreen.html`;

let opening: Promise<void> | undefined;
/** Set once this worker has seen the page open: later parses skip asking the browser. */
let known = false;

/**
 * Opens the page that parses files, once; concurrent callers share the opening. Chrome: an
 * offscreen document. Firefox: its background is a page with a DOM, so the same page goes in
 * a hidden frame of it (the parsers stay out of the background's own script).
 */
export async function ensureParserPage(): Promise<void> {
  if (known) return;
  await openParserPage();
  known = true;
}

/** After a send found no one listening (the page was closed), the next parse opens it anew. */
export const forgetParserPage = (): void => {
  known = false;
};

async function openParserPage(): Promise<void> {
  const api = offscreen();
  // One opening at a time, the check included: a document being created is listed before its
  // script listens, so a second caller waits for the opening rather than take the listing.
  opening ??= api ? openOffscreen(api).finally(() => (opening = undefined)) : openFrame();
  await opening;
}

/** Chrome: the offscreen document, unless one is open already. */
async function openOffscreen(api: OffscreenApi): Promise<void> {
  const contexts = await (browser.runtime as unknown as ContextsApi).getContexts?.({
    contextTypes: ['OFFSCREEN_DOCUMENT'],
  });
  if (contexts?.length) return;
  await api
    .createDocument({
      url: parserUrl(),
      reasons: ['DOM_PARSER', 'WORKERS', 'BLOBS'],
      justification: t('localParse_offscreenWhy'),
    })
    .catch((error: unknown) => {
      // Another caller (or a restarted worker) opened it first: that is what we wanted.
      if (!/single offscreen|only a single/i.test(String((error as Error)?.message))) throw error;
    });
}

function openFrame(): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.id = 'wde-parser';
    frame.src = parserUrl();
    frame.onload = () => resolve();
    frame.onerror = () => {
      opening = undefined;
      frame.remove();
      reject(new Error(t('localParse_parserDidNotLoad')));
    };
    document.body.append(frame);
  });
}

/** Closes it, which stops any parse still running there (a cancelled one stuck in a library). */
export async function closeParserPage(): Promise<void> {
  known = false;
  const api = offscreen();
  if (api) return api.closeDocument().catch(() => undefined);
  document.getElementById('wde-parser')?.remove();
  opening = undefined;
}
