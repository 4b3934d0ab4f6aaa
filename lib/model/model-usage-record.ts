import type { ModelUsage } from '@/lib/model/model-usage';

// UI glue: a model's usage as kept beside a result (`modelUsage` on the scrape or parse answer,
// its schema in lib/api/schemas/parse-response.ts; docs/models.md).

/** The usage of several calls on one page (json, summary, change tracking): summed, parts the most. */
export function addUsage(a: ModelUsage | undefined, b: ModelUsage): ModelUsage {
  if (!a) return b;
  const sum = (x?: number, y?: number) => (x === undefined && y === undefined ? undefined : (x ?? 0) + (y ?? 0));
  return {
    inputTokens: sum(a.inputTokens, b.inputTokens),
    outputTokens: sum(a.outputTokens, b.outputTokens),
    ms: a.ms + b.ms,
    parts: Math.max(a.parts, b.parts),
    provider: b.provider,
  };
}
