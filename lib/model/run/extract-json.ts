import { tPlural } from '@/lib/i18n/t-plural';
import { t } from '@/lib/i18n/t';
import { cancelledError } from '@/lib/api/cancellation';
import { checkSchema } from '@/lib/model/json-schema/check-schema';
import { partSchema } from '@/lib/model/json-schema/part-schema';
import { violationList, violationsOf } from '@/lib/model/json-schema/validate-answer';
import { mergeParts } from '@/lib/model/merge/merge-by-schema';
import { MIN_PART_CHARS, type ModelBackend } from '@/lib/model/model-backend';
import type { ExtractJsonInput, ExtractJsonResult } from '@/lib/model/model-call';
import { modelError } from '@/lib/model/model-errors';
import { UsageTally } from '@/lib/model/model-usage';
import { splitText } from '@/lib/model/split/split-text';
import { extractPart } from '@/lib/model/run/extract-part';
import { extractionMessages, instructions, systemMessage } from '@/lib/model/run/prompt-messages';

/** Structured data from the page through one provider: checked schema, split to fit, validated, merged. */
export async function extractJsonWith(backend: ModelBackend, input: ExtractJsonInput): Promise<ExtractJsonResult> {
  const { signal, onProgress } = input;
  const schema = input.schema === undefined ? undefined : (input.schema as Record<string, unknown>);
  if (schema !== undefined) checkSchema(schema);
  const request = { schema, prompt: input.prompt, systemPrompt: input.systemPrompt };
  const tally = new UsageTally(backend.provider);
  // The part label is counted with its widest numbers.
  const fixed = systemMessage(request) + instructions(request) + t('model_promptPage', 999, 999);
  const room = await backend.partChars(fixed, signal);
  if (room.chars < MIN_PART_CHARS) throw contextTooSmall(room.contextTokens);
  const parts = splitText(input.text, room.chars);

  // Each part is held to what a part can meet; the merged whole to the full schema.
  const forParts = schema && parts.length > 1 ? partSchema(schema) : schema;
  const answers: Record<string, unknown>[] = [];
  let repaired = false;
  let truncated = false;
  for (const [index, part] of parts.entries()) {
    if (signal.aborted) throw cancelledError();
    onProgress?.(tPlural('model_progressPart', parts.length, index + 1));
    const messages = extractionMessages({ ...request, schema: forParts }, part, index, parts.length);
    const answer = await extractPart(backend, messages, forParts, tally, signal, onProgress);
    answers.push(answer.data);
    repaired ||= answer.repaired;
    truncated ||= answer.truncated;
  }
  const data = answers.length === 1 && answers[0] ? answers[0] : mergeParts(answers, schema);
  // The whole is checked too: a required field no part found, a maxItems the joined lists pass.
  const violations = schema ? violationsOf(data, schema) : [];
  if (violations.length > 0)
    throw modelError('bad-response', 'MODEL_SCHEMA_BROKEN', t('model_schemaBroken', violationList(violations)), {
      details: { answer: data, violations },
    });
  const warnings: string[] = [];
  if (parts.length > 1) warnings.push(tPlural('model_splitWarning', parts.length));
  if (repaired) warnings.push(t('model_repairedWarning'));
  if (truncated) warnings.push(t('model_truncatedWarning'));
  return { data, usage: tally.usage(parts.length), warnings };
}

export const contextTooSmall = (contextTokens: number) =>
  modelError('too-large', 'MODEL_CONTEXT_TOO_SMALL', t('model_contextTooSmall', contextTokens));
