import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import type { JobWork } from '@/lib/jobs/job-runner';
import { t } from '@/lib/i18n/t';
import { extractJson, summarize, type ModelUsage } from '@/lib/model/model-call';
import { addUsage } from '@/lib/model/model-usage-record';

/** What the model made of a page, for the formats that need one. */
export interface ModelAnswers {
  json?: Record<string, unknown>;
  summary?: string;
  /** Extracted with changeTrackingOptions' schema and prompt, for json-mode change tracking. */
  tracked?: Record<string, unknown>;
  usage?: ModelUsage;
  warnings: string[];
}

/**
 * The json format, json-mode change tracking and the summary, from the page's markdown through
 * the chosen model (model-call.ts, in the background). The job's signal reaches every call, so
 * Cancel stops the model too. Only called when the local engine has a provider (localRefusal).
 */
export async function answerModelFormats(
  request: Pick<ScrapeRequest, 'formats' | 'jsonOptions' | 'changeTrackingOptions'>,
  markdown: string,
  signal: AbortSignal,
  report: Parameters<JobWork>[1],
): Promise<ModelAnswers> {
  const formats = new Set<string>(request.formats ?? []);
  const answers: ModelAnswers = { warnings: [] };
  const onProgress = (message: string) => report({ message });
  const took = (r: { usage: ModelUsage; warnings: string[] }) => {
    answers.usage = addUsage(answers.usage, r.usage);
    for (const w of r.warnings) if (!answers.warnings.includes(w)) answers.warnings.push(w);
  };
  if (formats.has('json')) {
    report({ message: t('localScrape_modelJson') });
    const { schema, prompt, systemPrompt } = request.jsonOptions ?? {};
    const r = await extractJson({ text: markdown, schema, prompt, systemPrompt, signal, onProgress });
    answers.json = r.data;
    took(r);
  }
  const tracking = request.changeTrackingOptions;
  if (formats.has('changeTracking') && tracking?.modes?.includes('json')) {
    report({ message: t('localScrape_modelTracking') });
    const { schema, prompt } = tracking;
    const r = await extractJson({ text: markdown, schema, prompt, signal, onProgress });
    answers.tracked = r.data;
    took(r);
  }
  if (formats.has('summary')) {
    report({ message: t('localScrape_modelSummary') });
    const r = await summarize({ text: markdown, signal, onProgress });
    answers.summary = r.summary;
    took(r);
  }
  return answers;
}
