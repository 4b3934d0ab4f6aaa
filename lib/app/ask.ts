import { ApiError } from '@/lib/api/api-error';
import type { MessageData, MessageName, MessageResult } from '@/lib/app/protocol';
import type { Reply } from '@/lib/messaging/message-table';
import { messenger } from '@/lib/messaging/messenger';

/** Sends a message to the background; rejects with the ApiError the background replied with. */
export async function ask<K extends MessageName>(name: K, data: MessageData<K>): Promise<MessageResult<K>> {
  const send = messenger.sendMessage as unknown as (n: K, d: MessageData<K>) => Promise<Reply<MessageResult<K>>>;
  const reply = await send(name, data);
  if (!reply.ok) throw ApiError.fromData(reply.error);
  return reply.value as MessageResult<K>;
}
