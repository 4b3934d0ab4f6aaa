import type { ParseData } from '@/lib/api/schemas/parse-response';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';

/** What the model spent on this result: where the text went, tokens sent and received, the time. */
export function ModelUsageLine({ usage }: { usage: NonNullable<ParseData['modelUsage']> }) {
  const number = (n: number) => n.toLocaleString();
  const split = usage.parts >= 2;
  const parts = [
    usage.provider === 'built-in' ? t('result_modelBuiltIn') : t('result_modelAt', usage.provider),
    usage.inputTokens !== undefined ? tPlural('result_modelSent', usage.inputTokens, number(usage.inputTokens)) : '',
    usage.outputTokens !== undefined
      ? tPlural('result_modelReceived', usage.outputTokens, number(usage.outputTokens))
      : '',
    t('result_modelSeconds', (usage.ms / 1000).toFixed(1)),
    split ? tPlural('result_modelParts', usage.parts) : '',
  ];
  return (
    <p class="hint model-usage" id="model-usage">
      {parts.filter(Boolean).join(' · ')}
    </p>
  );
}
