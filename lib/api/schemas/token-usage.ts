import { z } from 'zod';
import { looseObject, maybe } from '@/lib/api/schemas/common';

const rawPeriodSchema = looseObject({
  startDate: z.string(),
  endDate: maybe(z.string()),
  apiKey: maybe(z.string()),
  // The document says totalTokens, the server sends tokensUsed: accept both.
  totalTokens: maybe(z.number()),
  tokensUsed: maybe(z.number()),
});

/** One calendar month of Extract token usage; endDate null means the month is in progress. */
export const tokenUsagePeriodSchema = rawPeriodSchema.transform(({ tokensUsed, totalTokens, endDate, ...rest }) => ({
  ...rest,
  endDate: endDate ?? null,
  tokens: totalTokens ?? tokensUsed ?? 0,
}));
export type TokenUsagePeriod = z.infer<typeof tokenUsagePeriodSchema>;

export const tokenUsageResponseSchema = looseObject({
  success: z.literal(true),
  periods: z.array(tokenUsagePeriodSchema),
});
export type TokenUsageResponse = z.infer<typeof tokenUsageResponseSchema>;
