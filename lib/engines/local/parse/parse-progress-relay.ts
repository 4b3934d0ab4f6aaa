import { browser } from 'wxt/browser';
import { isTrustedSender } from '@/lib/messaging/trusted-sender';
import { progressMessageSchema } from '@/lib/engines/local/parse/offscreen-messages';
import type { ParseProgress } from '@/lib/engines/local/parse/parse-types';

const listeners = new Map<string, (progress: ParseProgress) => void>();
let listening = false;

/** Progress the parsing page reports for one parse, until the returned function is called. */
export function onParseProgress(jobId: string, listener: (progress: ParseProgress) => void): () => void {
  if (!listening) {
    listening = true;
    browser.runtime.onMessage.addListener((message: unknown, sender) => {
      const parsed = progressMessageSchema.safeParse(message);
      if (parsed.success && isTrustedSender(sender)) listeners.get(parsed.data.jobId)?.(parsed.data.progress);
      return undefined;
    });
  }
  listeners.set(jobId, listener);
  return () => listeners.delete(jobId);
}
