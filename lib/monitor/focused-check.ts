import { storage } from 'wxt/utils/storage';
import { z } from 'zod';

/** The monitor check the side panel should show next (a notification was clicked). */
export const focusedCheckItem = storage.defineItem<unknown>('session:focusedMonitorCheck', { fallback: null });
const focusedCheckSchema = z.object({ monitorId: z.string(), seq: z.int().optional(), at: z.number() });

export const focusCheck = (monitorId: string, seq?: number) =>
  focusedCheckItem.setValue({ monitorId, seq, at: Date.now() });

/** Follows the check the background wants shown: one set just before the panel opened, and every later one. */
export function watchFocusedCheck(open: (monitorId: string, seq?: number) => void): () => void {
  const take = (value: unknown, maxAgeMs: number) => {
    const parsed = focusedCheckSchema.safeParse(value);
    if (parsed.success && Date.now() - parsed.data.at < maxAgeMs) open(parsed.data.monitorId, parsed.data.seq);
  };
  void focusedCheckItem.getValue().then(
    (value) => take(value, 10_000),
    () => undefined,
  );
  return focusedCheckItem.watch((value) => take(value, 60_000));
}
