import { z } from 'zod';
import type { MessageTable } from '@/lib/messaging/message-table';
import { bridgeStatusSchema } from '@/lib/bridge/bridge-status';
import { askAnswerSchema } from '@/lib/bridge/consent/ask-schema';

/** The bridge's messages from Options and the side panel (lib/app/protocol.ts spreads them in). */
export const bridgeMessages = {
  bridgeStatus: { data: z.object({}), result: bridgeStatusSchema },
  /** The token programs send; Options shows it (an extension page, never a content script). */
  bridgeToken: { data: z.object({}), result: z.object({ token: z.string() }) },
  /** A new token: programs holding the old one get 401 from then on. */
  regenerateBridgeToken: { data: z.object({}), result: z.object({ token: z.string() }) },
  /** Starts the bridge program again now, after a failure. */
  retryBridge: { data: z.object({}), result: bridgeStatusSchema },
  /** The side panel's answer to a program's request for sites; false when it no longer waits. */
  answerBridgeAsk: {
    data: z.object({ id: z.string(), answer: askAnswerSchema }),
    result: z.object({ answered: z.boolean() }),
  },
} satisfies MessageTable;
