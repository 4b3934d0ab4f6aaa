import { t } from '@/lib/i18n/t';
import type { BackendAnswer, SummarizeRequest } from '@/lib/model/model-backend';
import type { SummarizerOptions, SummarizerSession, SummarizerStatic } from '@/lib/model/built-in/built-in-api';
import { builtInFailure, builtInUnavailable } from '@/lib/model/built-in/built-in-errors';
import { downloadMonitor } from '@/lib/model/built-in/built-in-session';

const PART_SUMMARY: SummarizerOptions = { type: 'key-points', format: 'markdown', length: 'long' };
const WHOLE_SUMMARY: SummarizerOptions = { type: 'tldr', format: 'markdown', length: 'long' };

/** One summary through the Summarizer API: key points of a part, or the summaries combined. */
export async function builtInSummary(Summarizer: SummarizerStatic, request: SummarizeRequest): Promise<BackendAnswer> {
  const { text, combine, signal, onProgress } = request;
  const options = combine ? WHOLE_SUMMARY : PART_SUMMARY;
  let session: SummarizerSession | undefined;
  try {
    if ((await Summarizer.availability(options)) === 'unavailable') throw builtInUnavailable();
    session = await Summarizer.create({ ...options, signal, monitor: downloadMonitor(onProgress) });
    const context = combine ? t('model_promptCombine') : undefined;
    const inputTokens = await session.measureInputUsage?.(text, { signal });
    const summary = await session.summarize(text, { context, signal });
    return { text: summary, tokens: { inputTokens } };
  } catch (error) {
    throw builtInFailure(error, signal);
  } finally {
    session?.destroy();
  }
}
