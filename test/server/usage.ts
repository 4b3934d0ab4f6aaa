import type { Team, UsageMonth } from './teams';

// GET /v1/team/token-usage/historical as the server really answers: calendar months oldest
// first, `tokensUsed` (not the documented totalTokens), the current month with endDate null,
// and `apiKey` (the key's display name) only with ?byApiKey=true.
export interface UsagePeriod {
  startDate: string;
  endDate: string | null;
  apiKey?: string;
  tokensUsed: number;
}

export function usagePeriods(team: Team, byApiKey: boolean): UsagePeriod[] {
  const periods: UsagePeriod[] = [];
  team.usage.forEach((month, i) => {
    const range = monthRange(month, i === team.usage.length - 1);
    if (!byApiKey) {
      periods.push({ ...range, tokensUsed: Object.values(month.byKey).reduce((a, b) => a + b, 0) });
      return;
    }
    for (const [apiKey, tokensUsed] of Object.entries(month.byKey).sort(([a], [b]) => a.localeCompare(b))) {
      if (tokensUsed > 0) periods.push({ ...range, apiKey, tokensUsed });
    }
  });
  return periods;
}

function monthRange(m: UsageMonth, current: boolean): { startDate: string; endDate: string | null } {
  const start = Date.UTC(m.year, m.month, 1);
  const end = Date.UTC(m.year, m.month + 1, 1) - 1;
  return { startDate: new Date(start).toISOString(), endDate: current ? null : new Date(end).toISOString() };
}
