import type { z } from 'zod';
import { ApiError, errorData } from '@/lib/api/api-error';
import { invalidRequest } from '@/lib/api/field-errors';
import { t } from '@/lib/i18n/t';
import type { MessageTable, Reply } from '@/lib/messaging/message-table';
import { messenger } from '@/lib/messaging/messenger';
import { isTrustedSender, type Sender } from '@/lib/messaging/trusted-sender';

export { isTrustedSender };

/**
 * Registers the background's handler for one message of a feature's table: sender check, data
 * check against the table's schema, typed reply.
 */
export function handle<T extends MessageTable, K extends keyof T & string>(
  table: T,
  name: K,
  handler: (data: z.infer<T[K]['data']>) => Promise<z.infer<T[K]['result']>>,
): void {
  const listen = messenger.onMessage as unknown as (
    n: K,
    cb: (message: { data: unknown; sender: Sender }) => Promise<Reply<z.infer<T[K]['result']>>>,
  ) => void;
  listen(name, async ({ data, sender }) => {
    try {
      if (!isTrustedSender(sender)) {
        throw new ApiError({ kind: 'forbidden', message: t('messaging_untrustedSender') });
      }
      const parsed = table[name]!.data.safeParse(data);
      if (!parsed.success) throw invalidRequest(name, parsed.error);
      return { ok: true, value: await handler(parsed.data as z.infer<T[K]['data']>) };
    } catch (error) {
      return { ok: false, error: errorData(error) };
    }
  });
}
