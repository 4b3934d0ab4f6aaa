import type { z } from 'zod';

/**
 * A typed BroadcastChannel between the extension's contexts (they share an origin): views learn
 * that stored data changed without a round trip through messaging. Each event is re-checked.
 */
export function defineBroadcast<S extends z.ZodType>(name: string, schema: S) {
  let sender: BroadcastChannel | undefined;
  return {
    announce(event: z.infer<S>): void {
      sender ??= new BroadcastChannel(name);
      sender.postMessage(event);
    },
    watch(callback: (event: z.infer<S>) => void): () => void {
      const channel = new BroadcastChannel(name);
      channel.onmessage = (message: MessageEvent) => {
        const parsed = schema.safeParse(message.data);
        if (parsed.success) callback(parsed.data);
      };
      return () => channel.close();
    },
  };
}
