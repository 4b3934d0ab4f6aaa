import { z } from 'zod';
import type { MessageTable } from '@/lib/messaging/message-table';
import { sessionViewsSchema } from '@/lib/interact/local/session/session-schema';

/** The side panel's messages about programs' sessions in the user's own tabs (lib/app/protocol.ts spreads them in). */
export const interactLocalMessages = {
  /** The sessions running now. */
  localSessions: { data: z.object({}), result: sessionViewsSchema },
  /** Ends a session as the user's Stop: its run stops, its tab closes; false when it had ended. */
  stopLocalSession: { data: z.object({ id: z.string() }), result: z.object({ stopped: z.boolean() }) },
  /** Brings a session's tab to the front, for the user to watch. */
  showLocalSession: { data: z.object({ id: z.string() }), result: z.object({ shown: z.boolean() }) },
} satisfies MessageTable;
