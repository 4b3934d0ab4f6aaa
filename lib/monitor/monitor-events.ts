import { z } from 'zod';

// As job-events.ts: every extension context shares the origin, so a BroadcastChannel tells the
// views that a monitor or its checks changed.
const CHANNEL = 'wde-monitors';

export const monitorEventSchema = z.object({ monitorId: z.string(), deleted: z.boolean().optional() });
export type MonitorEvent = z.infer<typeof monitorEventSchema>;

let sender: BroadcastChannel | undefined;

export function announceMonitor(event: MonitorEvent): void {
  sender ??= new BroadcastChannel(CHANNEL);
  sender.postMessage(event);
}

export function watchMonitors(callback: (event: MonitorEvent) => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (message: MessageEvent) => {
    const parsed = monitorEventSchema.safeParse(message.data);
    if (parsed.success) callback(parsed.data);
  };
  return () => channel.close();
}
