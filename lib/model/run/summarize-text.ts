import { cancelledError } from '@/lib/api/cancellation';
import { tPlural } from '@/lib/i18n/t-plural';
import { t } from '@/lib/i18n/t';
import { MIN_PART_CHARS, type ModelBackend } from '@/lib/model/model-backend';
import type { SummarizeInput, SummarizeResult } from '@/lib/model/model-call';
import { UsageTally } from '@/lib/model/model-usage';
import { splitText } from '@/lib/model/split/split-text';
import { contextTooSmall } from '@/lib/model/run/extract-json';

/** Rounds of combining at most: each shrinks the text many times over, so two are plenty. */
const MOST_ROUNDS = 3;

/** A summary of the page: parts summarized one by one, then their summaries combined. */
export async function summarizeWith(backend: ModelBackend, input: SummarizeInput): Promise<SummarizeResult> {
  const { signal, onProgress } = input;
  const tally = new UsageTally(backend.provider);
  const room = await backend.partChars(t('model_promptCombine'), signal);
  if (room.chars < MIN_PART_CHARS) throw contextTooSmall(room.contextTokens);
  let truncated = false;
  const ask = async (text: string, combine: boolean) => {
    if (signal.aborted) throw cancelledError();
    const answer = await backend.summarize({ text, combine, signal, onProgress });
    tally.count(answer.tokens);
    truncated ||= answer.truncated === true;
    return answer.text.trim();
  };

  const parts = splitText(input.text, room.chars);
  const summaries: string[] = [];
  for (const [index, part] of parts.entries()) {
    onProgress?.(tPlural('model_progressPart', parts.length, index + 1));
    summaries.push(await ask(part, false));
  }
  let current = summaries;
  for (let round = 0; current.length > 1 && round < MOST_ROUNDS; round++) {
    onProgress?.(t('model_progressCombine', current.length));
    const groups = splitText(current.join('\n\n'), room.chars);
    current = [];
    for (const group of groups) current.push(await ask(group, true));
  }
  const warnings: string[] = [];
  if (parts.length > 1) warnings.push(tPlural('model_splitWarning', parts.length));
  if (truncated) warnings.push(t('model_truncatedWarning'));
  return { summary: current.join('\n\n'), usage: tally.usage(parts.length), warnings };
}
