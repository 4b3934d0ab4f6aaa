import { z } from 'zod';

// Every extension context (background, popup, side panel) shares the origin, so a
// BroadcastChannel tells views that a job changed without a round trip through messaging.
const CHANNEL = 'wde-jobs';

export const jobEventSchema = z.object({ jobId: z.string(), deleted: z.boolean().optional() });
export type JobEvent = z.infer<typeof jobEventSchema>;

let sender: BroadcastChannel | undefined;

export function announceJob(event: JobEvent): void {
  sender ??= new BroadcastChannel(CHANNEL);
  sender.postMessage(event);
}

export function watchJobs(callback: (event: JobEvent) => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (message: MessageEvent) => {
    const parsed = jobEventSchema.safeParse(message.data);
    if (parsed.success) callback(parsed.data);
  };
  return () => channel.close();
}
