import { t } from '@/lib/i18n/t';
import type { ChatMessage } from '@/lib/model/model-backend';

export interface ExtractionPrompt {
  schema?: Record<string, unknown>;
  prompt?: string;
  systemPrompt?: string;
}

/** The system message: the user's own, or ours asking for JSON and no guesses. */
export const systemMessage = ({ schema, systemPrompt }: ExtractionPrompt): string =>
  systemPrompt?.trim() || t(schema ? 'model_promptExtract' : 'model_promptExtractNoSchema');

/** What precedes the page in the user message: the instructions and the schema. */
export function instructions({ schema, prompt }: ExtractionPrompt): string {
  const lines: string[] = [];
  if (prompt?.trim()) lines.push(t('model_promptInstructions'), prompt.trim(), '');
  if (schema) lines.push(t('model_promptSchema'), JSON.stringify(schema), '');
  return lines.join('\n');
}

/** The first call for one part of the page. */
export function extractionMessages(
  request: ExtractionPrompt,
  part: string,
  index: number,
  count: number,
): ChatMessage[] {
  return [
    { role: 'system', content: systemMessage(request) },
    { role: 'user', content: `${instructions(request)}${t('model_promptPage', index + 1, count)}\n\n${part}` },
  ];
}

/** The repair call: the conversation so far, the model's answer and what is wrong with it. */
export const repairMessages = (first: ChatMessage[], answer: string, problem: string): ChatMessage[] => [
  ...first,
  { role: 'assistant', content: answer },
  { role: 'user', content: problem },
];
