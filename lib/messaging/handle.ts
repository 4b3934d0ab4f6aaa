import { ApiError, errorData } from '@/lib/api/api-error';
import { invalidRequest } from '@/lib/api/field-errors';
import { messages, type MessageName, type MessageResult, type Reply } from '@/lib/messaging/protocol';
import { messenger } from '@/lib/messaging/messenger';
import type { z } from 'zod';
import { isTrustedSender, type Sender } from '@/lib/messaging/trusted-sender';
import { t } from '@/lib/i18n/t';

export { isTrustedSender };

/** Registers the background's handler for one message: sender check, data check, typed reply. */
export function handle<K extends MessageName>(
  name: K,
  handler: (data: z.infer<(typeof messages)[K]['data']>) => Promise<MessageResult<K>>,
): void {
  const listen = messenger.onMessage as unknown as (
    n: K,
    cb: (message: { data: unknown; sender: Sender }) => Promise<Reply<K>>,
  ) => void;
  listen(name, async ({ data, sender }): Promise<Reply<K>> => {
    try {
      if (!isTrustedSender(sender)) {
        throw new ApiError({ kind: 'forbidden', message: t('messaging_untrustedSender') });
      }
      const parsed = messages[name].data.safeParse(data);
      if (!parsed.success) throw invalidRequest(name, parsed.error);
      return { ok: true, value: await handler(parsed.data as z.infer<(typeof messages)[K]['data']>) };
    } catch (error) {
      return { ok: false, error: errorData(error) };
    }
  });
}
