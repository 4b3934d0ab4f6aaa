import { t } from '@/lib/i18n/t';
import { parseAnswer } from '@/lib/model/answer/parse-answer';
import {
  violationDetails,
  violationList,
  violationsOf,
  type SchemaViolation,
} from '@/lib/model/json-schema/validate-answer';
import { REPAIR_NOTE_CHARS, type ChatMessage, type ModelBackend } from '@/lib/model/model-backend';
import { modelError } from '@/lib/model/model-errors';
import type { UsageTally } from '@/lib/model/model-usage';
import { repairMessages } from '@/lib/model/run/prompt-messages';

export interface PartAnswer {
  data: Record<string, unknown>;
  repaired: boolean;
  truncated: boolean;
}

interface Checked {
  text: string;
  data?: Record<string, unknown>;
  violations: SchemaViolation[];
  truncated: boolean;
}

/** One part's answer, valid against the schema, after at most one repair call; else a clear error. */
export async function extractPart(
  backend: ModelBackend,
  messages: ChatMessage[],
  schema: Record<string, unknown> | undefined,
  tally: UsageTally,
  signal: AbortSignal,
  onProgress?: (message: string) => void,
): Promise<PartAnswer> {
  const ask = async (conversation: ChatMessage[]): Promise<Checked> => {
    const answer = await backend.complete({ messages: conversation, json: true, schema, signal, onProgress });
    tally.count(answer.tokens);
    const data = parseAnswer(answer.text);
    const violations = data && schema ? violationsOf(data, schema) : [];
    return { text: answer.text, data, violations, truncated: answer.truncated === true };
  };
  const first = await ask(messages);
  if (first.data && first.violations.length === 0)
    return { data: first.data, repaired: false, truncated: first.truncated };

  onProgress?.(t('model_progressRepair'));
  const problem = first.data
    ? t('model_promptRepair', violationDetails(first.violations, REPAIR_NOTE_CHARS))
    : t('model_promptNotJson');
  const second = await ask(repairMessages(messages, first.text, problem));
  if (second.data && second.violations.length === 0)
    return { data: second.data, repaired: true, truncated: second.truncated };

  if (!first.data && !second.data)
    throw modelError('bad-response', 'MODEL_NOT_JSON', t('model_notJson'), {
      details: { answers: [first.text, second.text] },
    });
  const broken = second.data ? second : first;
  throw modelError('bad-response', 'MODEL_SCHEMA_BROKEN', t('model_schemaBroken', violationList(broken.violations)), {
    details: { answer: broken.data ?? broken.text, violations: broken.violations },
  });
}
