import { defineExtensionMessaging } from '@webext-core/messaging';
import { ApiError } from '@/lib/api/api-error';
import type { MessageData, MessageName, MessageResult, ProtocolMap, Reply } from '@/lib/messaging/protocol';

export const messenger = defineExtensionMessaging<ProtocolMap>();

/** Sends a message to the background; rejects with the ApiError the background replied with. */
export async function ask<K extends MessageName>(name: K, data: MessageData<K>): Promise<MessageResult<K>> {
  const reply = await (messenger.sendMessage as (n: K, d: MessageData<K>) => Promise<Reply<K>>)(name, data);
  if (!reply.ok) throw ApiError.fromData(reply.error);
  return reply.value as MessageResult<K>;
}
