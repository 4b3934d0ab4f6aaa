import { z } from 'zod';
import { looseObject, maybe } from '@/lib/api/schemas/common';
import { t } from '@/lib/i18n/t';

// The service's /v2/monitor (v2 OpenAPI: Monitor*, "Monitoring"). Requests are strict (what the
// service accepts); responses lenient (unknown fields kept, optional ones nullish).

const isoDate = z.string();

/**
 * Either `cron` (five fields, at least 5 minutes apart) or `text` ("every 30 minutes", "daily at 9am"); an IANA
 * timezone.
 */
export const monitorScheduleSchema = z
  .strictObject({
    cron: z
      .string()
      .trim()
      .regex(/^\S+(\s+\S+){4}$/, t('monitorSchema_cron'))
      .optional(),
    text: z.string().trim().min(1).optional(),
    timezone: z.string().optional(),
  })
  .refine((s) => Boolean(s.cron) !== Boolean(s.text), { message: t('monitorSchema_scheduleOneOf'), path: ['text'] });

/** v2 scrape options for a target: the common fields typed, the rest (object formats, parsers …) kept as given. */
const targetScrapeOptionsSchema = z.looseObject({
  formats: z.array(z.union([z.string(), z.looseObject({ type: z.string() })])).optional(),
  onlyMainContent: z.boolean().optional(),
  includeTags: z.array(z.string()).optional(),
  excludeTags: z.array(z.string()).optional(),
  waitFor: z.int().min(0).optional(),
  timeout: z.int().min(1).optional(),
  maxAge: z.int().min(0).optional(),
  headers: z.record(z.string(), z.string()).optional(),
  mobile: z.boolean().optional(),
});

const targetId = z.uuid().optional();
export const monitorTargetSchema = z.discriminatedUnion('type', [
  z.strictObject({
    id: targetId,
    type: z.literal('scrape'),
    urls: z.array(z.url()).min(1, t('monitorSchema_addPage')),
    scrapeOptions: targetScrapeOptionsSchema.optional(),
  }),
  z.strictObject({
    id: targetId,
    type: z.literal('crawl'),
    url: z.url(),
    crawlOptions: z.record(z.string(), z.unknown()).optional(),
    scrapeOptions: targetScrapeOptionsSchema.optional(),
  }),
  z.strictObject({
    id: targetId,
    type: z.literal('search'),
    queries: z.array(z.string().min(1).max(256)).min(1, t('monitorSchema_addQuery')).max(12),
    searchWindow: z.enum(['5m', '15m', '1h', '6h', '24h', '7d']).optional(),
    maxResults: z.int().min(1).max(50).optional(),
    includeDomains: z.array(z.string()).max(50).optional(),
    excludeDomains: z.array(z.string()).max(50).optional(),
  }),
]);
export type MonitorTarget = z.infer<typeof monitorTargetSchema>;

export const monitorWebhookSchema = z.strictObject({
  url: z.url(),
  headers: z.record(z.string(), z.string()).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  events: z.array(z.enum(['monitor.page', 'monitor.check.completed'])).optional(),
});

export const monitorNotificationSchema = z.strictObject({
  email: z
    .strictObject({
      enabled: z.boolean().optional(),
      recipients: z
        .array(z.email(t('monitorSchema_email')))
        .max(25)
        .optional(),
      includeDiffs: z.boolean().optional(),
    })
    .optional(),
});

/** Days the service keeps a monitor's checks; `default` is its own when the request leaves it out. */
export const MONITOR_RETENTION_DAYS = { min: 1, max: 365, default: 30 } as const;

const monitorFields = {
  name: z.string().trim().min(1, t('monitorSchema_name')).max(256),
  schedule: monitorScheduleSchema,
  webhook: monitorWebhookSchema.optional(),
  notification: monitorNotificationSchema.optional(),
  targets: z.array(monitorTargetSchema).min(1).max(50),
  retentionDays: z.int().min(MONITOR_RETENTION_DAYS.min).max(MONITOR_RETENTION_DAYS.max).optional(),
  goal: z.string().max(2000).nullable().optional(),
  judgeEnabled: z.boolean().optional(),
};

/** A search target needs a goal unless judging is off (the service refuses it otherwise). */
const searchNeedsGoal = (m: { targets?: MonitorTarget[]; goal?: string | null; judgeEnabled?: boolean }) =>
  !m.targets?.some((t) => t.type === 'search') || m.judgeEnabled === false || Boolean(m.goal?.trim());
const goalIssue = { message: t('monitorSchema_goal'), path: ['goal'] };

export const monitorCreateRequestSchema = z.strictObject(monitorFields).refine(searchNeedsGoal, goalIssue);
export type MonitorCreateRequest = z.infer<typeof monitorCreateRequestSchema>;
export type MonitorCreateRequestInput = z.input<typeof monitorCreateRequestSchema>;

export const monitorUpdateRequestSchema = z
  .strictObject({ ...z.object(monitorFields).partial().shape, status: z.enum(['active', 'paused']).optional() })
  .refine((u) => Object.keys(u).length > 0, { message: t('monitorSchema_changeOne') })
  .refine(searchNeedsGoal, goalIssue);
export type MonitorUpdateRequest = z.infer<typeof monitorUpdateRequestSchema>;

export const monitorSummarySchema = looseObject({
  totalPages: maybe(z.number()),
  same: maybe(z.number()),
  changed: maybe(z.number()),
  new: maybe(z.number()),
  removed: maybe(z.number()),
  error: maybe(z.number()),
});

export const remoteMonitorSchema = looseObject({
  id: z.string(),
  name: maybe(z.string()),
  status: maybe(z.string()),
  schedule: maybe(looseObject({ cron: maybe(z.string()), text: maybe(z.string()), timezone: maybe(z.string()) })),
  nextRunAt: maybe(isoDate),
  lastRunAt: maybe(isoDate),
  currentCheckId: maybe(z.string()),
  targets: maybe(z.array(z.record(z.string(), z.unknown()))),
  webhook: maybe(z.record(z.string(), z.unknown())),
  notification: maybe(z.record(z.string(), z.unknown())),
  retentionDays: maybe(z.number()),
  estimatedCreditsPerMonth: maybe(z.number()),
  lastCheckSummary: maybe(monitorSummarySchema),
  goal: maybe(z.string()),
  judgeEnabled: maybe(z.boolean()),
  createdAt: maybe(isoDate),
  updatedAt: maybe(isoDate),
});
export type RemoteMonitor = z.infer<typeof remoteMonitorSchema>;

export const CHECK_STATUSES = ['queued', 'running', 'completed', 'failed', 'partial', 'skipped_overlap'] as const;
export const remoteCheckSchema = looseObject({
  id: z.string(),
  monitorId: maybe(z.string()),
  status: maybe(z.string()),
  trigger: maybe(z.string()),
  scheduledFor: maybe(isoDate),
  startedAt: maybe(isoDate),
  finishedAt: maybe(isoDate),
  estimatedCredits: maybe(z.number()),
  reservedCredits: maybe(z.number()),
  actualCredits: maybe(z.number()),
  billingStatus: maybe(z.string()),
  summary: maybe(monitorSummarySchema),
  targetResults: maybe(z.array(z.unknown())),
  notificationStatus: maybe(z.record(z.string(), z.unknown())),
  error: maybe(z.string()),
  createdAt: maybe(isoDate),
  updatedAt: maybe(isoDate),
});
export type RemoteCheck = z.infer<typeof remoteCheckSchema>;

export const PAGE_STATUSES = ['same', 'new', 'changed', 'removed', 'error'] as const;
export const remoteCheckPageSchema = looseObject({
  id: maybe(z.string()),
  targetId: maybe(z.string()),
  url: maybe(z.string()),
  status: maybe(z.string()),
  previousScrapeId: maybe(z.string()),
  currentScrapeId: maybe(z.string()),
  statusCode: maybe(z.number()),
  error: maybe(z.string()),
  metadata: maybe(z.record(z.string(), z.unknown())),
  judgment: maybe(
    looseObject({
      meaningful: maybe(z.boolean()),
      confidence: maybe(z.string()),
      reason: maybe(z.string()),
      meaningfulChanges: maybe(
        z.array(
          looseObject({
            type: maybe(z.string()),
            before: maybe(z.string()),
            after: maybe(z.string()),
            reason: maybe(z.string()),
          }),
        ),
      ),
    }),
  ),
  diff: maybe(looseObject({ text: maybe(z.string()), json: maybe(z.record(z.string(), z.unknown())) })),
  snapshot: maybe(looseObject({ json: maybe(z.record(z.string(), z.unknown())) })),
  createdAt: maybe(isoDate),
});
export type RemoteCheckPage = z.infer<typeof remoteCheckPageSchema>;

export const monitorResponseSchema = looseObject({ success: z.literal(true), data: remoteMonitorSchema });
export const monitorListResponseSchema = looseObject({ success: z.literal(true), data: z.array(remoteMonitorSchema) });
export const monitorRunResponseSchema = looseObject({
  success: z.literal(true),
  id: maybe(z.string()),
  data: remoteCheckSchema,
});
export const monitorCheckListResponseSchema = looseObject({
  success: z.literal(true),
  data: z.array(remoteCheckSchema),
});
export const monitorCheckDetailResponseSchema = looseObject({
  success: z.literal(true),
  next: maybe(z.string()),
  data: remoteCheckSchema.extend({ pages: maybe(z.array(remoteCheckPageSchema)), next: maybe(z.string()) }),
});
export type RemoteCheckDetail = z.infer<typeof monitorCheckDetailResponseSchema>['data'];
export const successResponseSchema = looseObject({ success: z.literal(true) });
