import { z } from 'zod';
import type { MessageTable } from '@/lib/messaging/message-table';
import { changeRuleSchema } from '@/lib/monitor/change-rules';
import { localMonitorSchema, monitorCheckSchema, monitorSetupSchema } from '@/lib/monitor/monitor-schema';
import { scheduleSchema } from '@/lib/monitor/schedule';
import { scrapeRequestSchema } from '@/lib/api/schemas/scrape-request';
// The service's own shapes, as the client checks them (the remote monitors' messages relay them).
import * as service from '@/lib/api/schemas/monitor';

const monitorId = z.object({ monitorId: z.string() });

/**
 * Local monitors' messages (lib/app/protocol.ts spreads them into the one protocol). Views read monitors and
 * checks from lib/jobs directly.
 */
export const monitorMessages = {
  /** Creates a monitor and runs its first check (the baseline) in the background. */
  createMonitor: { data: monitorSetupSchema, result: localMonitorSchema },
  updateMonitor: {
    data: monitorId.extend({
      status: z.enum(['active', 'paused']).optional(),
      schedule: scheduleSchema.optional(),
      changeRule: changeRuleSchema.optional(),
      request: scrapeRequestSchema.optional(),
      title: z.string().max(500).optional(),
      name: monitorSetupSchema.shape.name,
    }),
    result: localMonitorSchema,
  },
  deleteMonitor: { data: monitorId, result: z.object({ deleted: z.boolean() }) },
  /** Runs a check now and answers with it once recorded. */
  checkMonitorNow: { data: monitorId, result: monitorCheckSchema },
  /** The user looked at the changes: the badge count goes. */
  markMonitorsSeen: { data: z.object({}), result: z.object({ unseen: z.int() }) },

  // The service's monitors (/v2/monitor), through the background, which holds the key.
  remoteMonitors: {
    data: z.object({ limit: z.int().optional(), offset: z.int().optional() }),
    result: service.monitorListResponseSchema,
  },
  remoteMonitorCreate: { data: service.monitorCreateRequestSchema, result: service.monitorResponseSchema },
  remoteMonitorUpdate: {
    data: monitorId.extend({ change: service.monitorUpdateRequestSchema }),
    result: service.monitorResponseSchema,
  },
  remoteMonitorDelete: { data: monitorId, result: service.successResponseSchema },
  remoteMonitorRun: { data: monitorId, result: service.monitorRunResponseSchema },
  remoteMonitorChecks: {
    data: monitorId.extend({ limit: z.int().optional(), offset: z.int().optional() }),
    result: service.monitorCheckListResponseSchema,
  },
  remoteMonitorCheck: {
    data: monitorId.extend({ checkId: z.string(), limit: z.int().optional(), skip: z.int().optional() }),
    result: service.monitorCheckDetailResponseSchema,
  },
} satisfies MessageTable;
