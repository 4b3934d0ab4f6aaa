/**
 * The background's side of a local parse (a JobWork): hands the staged file to the page that
 * parses (Chrome: the offscreen document; Firefox: a hidden frame in the background page), relays
 * progress into the job and turns a cancel into a stop over there.
 */
import { browser } from 'wxt/browser';
import { ApiError } from '@/lib/api/api-error';
import type { ParseOptions } from '@/lib/api/schemas/parse-options';
import type { JobWork } from '@/lib/jobs/job-runner';
import { closeParserPage, ensureParserPage, forgetParserPage } from '@/lib/engines/local/parse/offscreen-document';
import { OFFSCREEN_CHANNEL, type ToParser } from '@/lib/engines/local/parse/offscreen-messages';
import { parseReplySchema, type ParseReply } from '@/lib/engines/local/parse/parse-reply';
import { onParseProgress } from '@/lib/engines/local/parse/parse-progress-relay';
import type { ParseProgress } from '@/lib/engines/local/parse/parse-types';
import { t } from '@/lib/i18n/t';
import { cancelledError } from '@/lib/api/cancellation';
import { localHasModel } from '@/lib/engines/local/scrape/local-model-setting';
import { answerParseModelFormats, parseAsksModel, parserOptions } from '@/lib/engines/local/parse/parse-model-formats';

/** How long a cancelled parse may take to notice before its document is closed under it. */
const CANCEL_GRACE_MS = 2000;
let inFlight = 0;

export const parseLocal =
  (fileKey: string, name: string, options: ParseOptions): JobWork =>
  async (signal, report) => {
    const deadline = options.timeout ? AbortSignal.any([signal, AbortSignal.timeout(options.timeout)]) : signal;
    // With a model chosen, summary and json are answered here from the markdown the parser makes.
    const byModel = parseAsksModel(options) && (await localHasModel());
    const progress = (p: ParseProgress) =>
      report({ message: p.message, fraction: p.total ? Math.min(1, (p.done ?? 0) / p.total) : undefined });
    const request: Extract<ToParser, { type: 'parse' }> = {
      channel: OFFSCREEN_CHANNEL,
      type: 'parse',
      jobId: crypto.randomUUID(),
      fileKey,
      name,
      options: byModel ? parserOptions(options) : options,
    };
    report({ message: t('localParse_opening', name) });
    try {
      const reply = await inParserPage(request, deadline, progress);
      if (!reply.ok) throw ApiError.fromData(reply.error);
      return byModel ? await answerParseModelFormats(options, reply.data, signal, report) : reply.data;
    } catch (error) {
      if (!signal.aborted && deadline.aborted) {
        throw new ApiError({ kind: 'timeout', message: t('localParse_timeout', name, options.timeout! / 1000) });
      }
      throw error;
    }
  };

async function inParserPage(
  request: Extract<ToParser, { type: 'parse' }>,
  signal: AbortSignal,
  progress: (p: ParseProgress) => void,
): Promise<ParseReply> {
  await ensureParserPage();
  const stopRelay = onParseProgress(request.jobId, progress);
  inFlight++;
  let answered = false;
  try {
    const answer = sendToParser(request).then((reply) => parseReplySchema.parse(reply));
    void answer.finally(() => (answered = true)).catch(() => undefined);
    return await untilAborted(answer, signal, () => {
      void browser.runtime
        .sendMessage({ channel: OFFSCREEN_CHANNEL, type: 'cancel', jobId: request.jobId } satisfies ToParser)
        .catch(() => undefined);
      // A reader inside one long library call cannot look at the signal: when it has not stopped
      // after a grace period and no other parse shares the document, close the document.
      setTimeout(() => void (!answered && inFlight === 0 && closeParserPage()), CANCEL_GRACE_MS);
    });
  } finally {
    inFlight--;
    stopRelay();
  }
}

/** Sends the request; if the page is gone (the browser closed it), opens it again once. */
async function sendToParser(request: ToParser): Promise<unknown> {
  try {
    return await browser.runtime.sendMessage(request);
  } catch (error) {
    if (!/Receiving end does not exist|Could not establish connection/i.test(String((error as Error)?.message)))
      throw error;
    forgetParserPage();
    await ensureParserPage();
    return browser.runtime.sendMessage(request);
  }
}

/** The answer, or the signal's reason as soon as it aborts (then `onAbort` stops the work). */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal, onAbort: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      onAbort();
      reject(signal.reason instanceof Error ? signal.reason : cancelledError());
    };
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
