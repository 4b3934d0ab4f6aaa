import { z } from 'zod';
import { defineBroadcast } from '@/lib/messaging/broadcast';

// As job-events.ts: views learn that a monitor or its checks changed.
export const monitorEventSchema = z.object({ monitorId: z.string(), deleted: z.boolean().optional() });
export type MonitorEvent = z.infer<typeof monitorEventSchema>;

const monitorEvents = defineBroadcast('wde-monitors', monitorEventSchema);

export const announceMonitor = (event: MonitorEvent): void => monitorEvents.announce(event);
export const watchMonitors = (callback: (event: MonitorEvent) => void): (() => void) => monitorEvents.watch(callback);
