import { z } from 'zod';
import { defineBroadcast } from '@/lib/messaging/broadcast';

// Every extension context (background, popup, side panel) shares the origin, so a
// BroadcastChannel tells views that a job changed without a round trip through messaging.
export const jobEventSchema = z.object({ jobId: z.string(), deleted: z.boolean().optional() });
export type JobEvent = z.infer<typeof jobEventSchema>;

const jobEvents = defineBroadcast('wde-jobs', jobEventSchema);

export const announceJob = (event: JobEvent): void => jobEvents.announce(event);
export const watchJobs = (callback: (event: JobEvent) => void): (() => void) => jobEvents.watch(callback);
