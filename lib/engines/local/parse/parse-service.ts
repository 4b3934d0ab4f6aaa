/**
 * The parsing side of a local parse: reads the staged file from IndexedDB (every extension page
 * shares it), parses it and answers with the result or the error as data. Runs in the offscreen
 * document (Chrome) or the background page (Firefox).
 */
import { ApiError, errorData } from '@/lib/api/api-error';
import { stagedFile } from '@/lib/jobs/staged-files';
import type { ToParser } from '@/lib/engines/local/parse/offscreen-messages';
import type { ParseReply } from '@/lib/engines/local/parse/parse-reply';
import { parseFile } from '@/lib/engines/local/parse/parse-file';
import type { ParseProgress } from '@/lib/engines/local/parse/parse-types';
import { extensionParseHost } from '@/lib/engines/local/parse/pdfjs-in-extension';
import { t } from '@/lib/i18n/t';
import { cancelledData, cancelledError } from '@/lib/api/cancellation';

const running = new Map<string, AbortController>();

export async function serveParse(
  request: Extract<ToParser, { type: 'parse' }>,
  onProgress: (progress: ParseProgress) => void,
): Promise<ParseReply> {
  const controller = new AbortController();
  running.set(request.jobId, controller);
  try {
    const file = await stagedFile(request.fileKey);
    if (!file) throw new ApiError({ kind: 'invalid-request', message: t('localParse_fileGone', request.name) });
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    const data = await parseFile(
      bytes,
      request.name,
      request.options,
      controller.signal,
      throttled(onProgress),
      extensionParseHost,
    );
    return { ok: true, data };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, error: cancelledData() };
    return { ok: false, error: errorData(error) };
  } finally {
    running.delete(request.jobId);
  }
}

export function cancelParse(jobId: string): void {
  running.get(jobId)?.abort(cancelledError());
}

/** At most ten progress messages a second; the last of a burst still goes out. */
function throttled(send: (progress: ParseProgress) => void): (progress: ParseProgress) => void {
  let last = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  return (progress) => {
    clearTimeout(pending);
    const wait = 100 - (Date.now() - last);
    if (wait <= 0) {
      last = Date.now();
      send(progress);
    } else pending = setTimeout(() => ((last = Date.now()), send(progress)), wait);
  };
}
