import { fieldErrors, type FieldError } from '@/lib/api/field-errors';
import type { ScrapeRequestInput } from '@/lib/api/schemas/scrape-request';
import { monitorSetupSchema, type MonitorSetup, type MonitorSetupInput } from '@/lib/monitor/monitor-schema';
import { plainIssue } from '@/lib/api/plain-issue';

/** The watch form's draft: every schedule field kept while the user switches between kinds. */
export interface WatchDraft {
  schedule: { every: 'hour' | '15min' | 'hours' | 'day'; hours?: number; at?: string; timeZone?: string };
  changeRule: { ignoreNumbers?: boolean; ignoreDates?: boolean; ignoreWhitespace?: boolean };
  request: ScrapeRequestInput;
  title?: string;
  name?: string;
}

export const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function watchDraft(request: ScrapeRequestInput, title?: string, existing?: MonitorSetup): WatchDraft {
  return {
    schedule: { every: 'hour', hours: 6, at: '09:00', timeZone: userTimeZone(), ...existing?.schedule },
    changeRule: { ...existing?.changeRule },
    request: { ...request, formats: undefined },
    title,
    name: existing?.name,
  };
}

/** The setup the draft describes, or the messages by field. */
export function checkWatch(draft: WatchDraft): { value?: MonitorSetup; errors: FieldError[] } {
  const parsed = monitorSetupSchema.safeParse(draft satisfies MonitorSetupInput | WatchDraft, { error: plainIssue });
  return parsed.success ? { value: parsed.data, errors: [] } : { errors: fieldErrors(parsed.error) };
}
