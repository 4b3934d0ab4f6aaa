import { storage } from 'wxt/utils/storage';
import { pendingAsksSchema, type PendingAsk } from '@/lib/bridge/consent/ask-schema';

// The waiting asks, copied to storage.session so a side panel opened after the ask finds it; the
// background's memory is the truth (an ask lives only as long as its request).
const asksItem = storage.defineItem<unknown>('session:bridgeAsks', { fallback: [] });

export const writeAskMirror = (asks: PendingAsk[]): Promise<void> => asksItem.setValue(asks);

export async function readAskMirror(): Promise<PendingAsk[]> {
  const parsed = pendingAsksSchema.safeParse(await asksItem.getValue());
  return parsed.success ? parsed.data : [];
}
