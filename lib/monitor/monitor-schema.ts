import { z } from 'zod';
import { apiErrorDataSchema } from '@/lib/api/api-error-schema';
import { parseDataSchema } from '@/lib/api/schemas/parse-response';
import { scrapeRequestSchema } from '@/lib/api/schemas/scrape-request';
import { changeRuleSchema } from '@/lib/monitor/change-rules';
import { changeSummarySchema } from '@/lib/monitor/change-summary';
import { scheduleSchema } from '@/lib/monitor/schedule';

/** The service's change statuses (`removed`: the page answers 404 or 410), and a failed read. */
export const MONITOR_NAME_MAX = 100;

export const checkStatusSchema = z.enum(['new', 'same', 'changed', 'removed', 'failed']);
export type CheckStatus = z.infer<typeof checkStatusSchema>;

/** One check of a local monitor: small, read by lists; content lives apart (monitorContentSchema). */
export const monitorCheckSchema = z.object({
  monitorId: z.string(),
  /** 1, 2, 3 … per monitor; with monitorId the key. */
  seq: z.int().min(1),
  at: z.number(),
  trigger: z.enum(['scheduled', 'manual', 'created', 'startup']),
  status: checkStatusSchema,
  summary: changeSummarySchema.optional(),
  error: apiErrorDataSchema.optional(),
  /** A removed page: the status it answered (404, 410). */
  statusCode: z.int().optional(),
  /** The check whose stored content the page showed: its own seq when new or changed, an earlier one when the same. */
  contentSeq: z.int().min(1).optional(),
});
export type MonitorCheck = z.infer<typeof monitorCheckSchema>;

/** What a new or changed check keeps: the scrape result and the diff against the content before. */
export const monitorContentSchema = z.object({ result: parseDataSchema, diff: z.string().optional() });
export type MonitorContent = z.infer<typeof monitorContentSchema>;

/** What the user chooses when watching a page. */
export const monitorSetupSchema = z.object({
  /** The scrape options, with the page's url; formats are the monitor's own (markdown). */
  request: scrapeRequestSchema,
  title: z.string().max(500).optional(),
  /** The user's own name for it, to tell monitors of one page apart; records from before have none. */
  name: z.string().trim().max(MONITOR_NAME_MAX).optional(),
  schedule: scheduleSchema,
  changeRule: changeRuleSchema,
});
export type MonitorSetup = z.infer<typeof monitorSetupSchema>;
export type MonitorSetupInput = z.input<typeof monitorSetupSchema>;

/** A local monitor (no key): a page checked on a schedule by the local engine. */
export const localMonitorSchema = monitorSetupSchema.extend({
  id: z.string(),
  status: z.enum(['active', 'paused']),
  createdAt: z.number(),
  updatedAt: z.number(),
  nextCheckAt: z.number(),
  /** Failed checks in a row; 0 once one succeeds. */
  failures: z.int().min(0).default(0),
  lastSeq: z.int().min(0).default(0),
  lastCheck: monitorCheckSchema.optional(),
  /** Changes the user has not looked at yet (the badge counts them). */
  unseen: z.int().min(0).default(0),
});
export type LocalMonitor = z.infer<typeof localMonitorSchema>;

export const isFailing = (monitor: LocalMonitor) => monitor.failures > 0;

/** What a card and a notification call a monitor: its name, else the page's title, else its address. */
export const monitorLabel = (monitor: Pick<LocalMonitor, 'name' | 'title' | 'request'>) =>
  monitor.name || monitor.title || monitor.request.url;
