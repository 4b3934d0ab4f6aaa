/** Shared by the format reader tests: a ReadContext and a reader run through finishReading. */
import { finishReading } from '@/lib/engines/local/parse/finish-reading';
import type { HtmlReader, LocalParseOptions, ParseProgress, ReadContext } from '@/lib/engines/local/parse/parse-types';

export function readContext(
  name: string,
  options: Partial<LocalParseOptions> = {},
): ReadContext & { progress: ParseProgress[] } {
  const progress: ParseProgress[] = [];
  return {
    name,
    options: {
      formats: new Set(['markdown', 'html', 'rawHtml', 'links', 'images']),
      onlyMainContent: false,
      removeBase64Images: false,
      ...options,
    },
    signal: new AbortController().signal,
    report: (p) => progress.push(p),
    progress,
  };
}

/** Reads `bytes` with `reader` and finishes the reading the way the engine does. */
export async function readAndFinish(
  reader: HtmlReader,
  bytes: Uint8Array,
  name: string,
  contentType: string,
  options: Partial<LocalParseOptions> = {},
) {
  const context = readContext(name, options);
  const reading = await reader(bytes, context);
  return { reading, progress: context.progress, data: finishReading(reading, name, contentType, context.options) };
}

/** The message of the error `promise` rejects with ('' when it resolves). */
export async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return '';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
