import { parseFormatNames, type ParseFormat, type ParseOptions } from '@/lib/api/schemas/parse-options';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import { t } from '@/lib/i18n/t';
import type { JobWork } from '@/lib/jobs/job-runner';
import { extractJson, summarize } from '@/lib/model/model-call';
import { addUsage } from '@/lib/model/model-usage-record';

const nameOf = (f: ParseFormat) => (typeof f === 'string' ? f : f.type);
const byModel = (f: ParseFormat) => nameOf(f) === 'summary' || nameOf(f) === 'json';

/** Whether the parse asks for what a model answers (summary, json). */
export const parseAsksModel = (options: ParseOptions): boolean =>
  parseFormatNames(options.formats).some((name) => name === 'summary' || name === 'json');

/**
 * The options the parser page gets when the background's model answers summary and json: those
 * formats left out (the parser page would refuse them), markdown asked for the model to read.
 */
export function parserOptions(options: ParseOptions): ParseOptions {
  const kept = (options.formats ?? ['markdown']).filter((f) => !byModel(f));
  return { ...options, formats: parseFormatNames(kept).includes('markdown') ? kept : [...kept, 'markdown'] };
}

/**
 * The summary and json of a parsed file, from its markdown through the chosen model (in the
 * background, with the job's signal). Markdown made only for the model is dropped again.
 */
export async function answerParseModelFormats(
  options: ParseOptions,
  data: ParseData,
  signal: AbortSignal,
  report: Parameters<JobWork>[1],
): Promise<ParseData> {
  const text = data.markdown ?? '';
  const warnings: string[] = data.warning ? [data.warning] : [];
  const onProgress = (message: string) => report({ message });
  const answer: ParseData = { ...data };
  for (const format of options.formats ?? []) {
    if (typeof format === 'object' && format.type === 'json') {
      report({ message: t('localScrape_modelJson') });
      const r = await extractJson({ text, schema: format.schema, prompt: format.prompt, signal, onProgress });
      answer.json = r.data;
      answer.modelUsage = addUsage(answer.modelUsage ?? undefined, r.usage);
      warnings.push(...r.warnings);
    } else if (nameOf(format) === 'summary') {
      report({ message: t('localScrape_modelSummary') });
      const r = await summarize({ text, signal, onProgress });
      answer.summary = r.summary;
      answer.modelUsage = addUsage(answer.modelUsage ?? undefined, r.usage);
      warnings.push(...r.warnings);
    }
  }
  if (!parseFormatNames(options.formats).includes('markdown')) delete answer.markdown;
  const unique = [...new Set(warnings)];
  if (unique.length) answer.warning = unique.join(' ');
  return answer;
}
