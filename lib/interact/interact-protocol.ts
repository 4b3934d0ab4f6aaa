import { z } from 'zod';
import type { MessageTable } from '@/lib/messaging/message-table';
import { interactAskSchema } from '@/lib/interact/interact-ask';
import { sessionListSchema, sessionStoppedSchema } from '@/lib/interact/interact-schemas';
import { entrySchema, interactTargetSchema, transcriptSchema } from '@/lib/interact/interact-transcript';

/**
 * The service's interact sessions, for the side panel (lib/app/protocol.ts spreads them into the one
 * protocol). The background, which holds the key, makes every call; the transcripts it keeps are read
 * by the views from session storage (interact-transcript.ts).
 */
export const interactMessages = {
  /** Runs a prompt or code in the session; answers once the service has (the transcript shows it meanwhile). */
  interactSend: { data: z.object({ target: interactTargetSchema, ask: interactAskSchema }), result: entrySchema },
  /** Stops the session (DELETE); one already gone counts as stopped. */
  interactStop: { data: z.object({ target: interactTargetSchema }), result: transcriptSchema },
  /** The team's open sessions (GET /v2/interact?status=active). */
  interactSessions: { data: z.object({}), result: sessionListSchema },
  /** Stops one of the team's sessions by its id. */
  interactSessionStop: { data: z.object({ sessionId: z.string().min(1) }), result: sessionStoppedSchema },
} satisfies MessageTable;
