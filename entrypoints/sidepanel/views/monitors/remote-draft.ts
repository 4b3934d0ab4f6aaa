import { fieldErrors, type FieldError } from '@/lib/api/field-errors';
import { monitorCreateRequestSchema, type MonitorCreateRequest } from '@/lib/api/schemas/monitor';
import { parseList } from '@/components/forms/fields/list-text';
import { plainIssue } from '@/lib/api/plain-issue';

/** The new-remote-monitor form, flat: one target, the schedule as words or cron. */
export interface RemoteDraft {
  name?: string;
  scheduleKind: 'text' | 'cron';
  schedule?: string;
  timezone?: string;
  targetType: 'scrape' | 'crawl' | 'search';
  /** Scrape: the pages, one a line; crawl: the start page; search: the queries, one a line. */
  target?: string;
  goal?: string;
  webhookUrl?: string;
  emailRecipients?: string;
  retentionDays?: number;
}

const lines = (text = '') =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

export function remoteRequest(draft: RemoteDraft): unknown {
  const target =
    draft.targetType === 'scrape'
      ? { type: 'scrape', urls: lines(draft.target) }
      : draft.targetType === 'crawl'
        ? { type: 'crawl', url: draft.target?.trim() ?? '' }
        : { type: 'search', queries: lines(draft.target) };
  const recipients = parseList(draft.emailRecipients ?? '') ?? [];
  return {
    name: draft.name ?? '',
    schedule: { [draft.scheduleKind]: draft.schedule ?? '', ...(draft.timezone ? { timezone: draft.timezone } : {}) },
    targets: [target],
    ...(draft.goal ? { goal: draft.goal } : {}),
    ...(draft.webhookUrl ? { webhook: { url: draft.webhookUrl } } : {}),
    ...(recipients.length ? { notification: { email: { enabled: true, recipients, includeDiffs: true } } } : {}),
    ...(draft.retentionDays !== undefined ? { retentionDays: draft.retentionDays } : {}),
  };
}

// The request's paths mapped back to the form's fields.
const FIELD_OF: [RegExp, keyof RemoteDraft][] = [
  [/^schedule/, 'schedule'],
  [/^targets/, 'target'],
  [/^webhook/, 'webhookUrl'],
  [/^notification/, 'emailRecipients'],
];

export function checkRemote(draft: RemoteDraft): { value?: MonitorCreateRequest; errors: FieldError[] } {
  const parsed = monitorCreateRequestSchema.safeParse(remoteRequest(draft), { error: plainIssue });
  if (parsed.success) return { value: parsed.data, errors: [] };
  return {
    errors: fieldErrors(parsed.error).map((e) => ({
      ...e,
      field: FIELD_OF.find(([p]) => p.test(e.field))?.[1] ?? e.field,
    })),
  };
}
