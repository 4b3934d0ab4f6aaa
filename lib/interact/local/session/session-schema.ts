import { z } from 'zod';
import { defineBroadcast } from '@/lib/messaging/broadcast';

/** A line of a session's transcript: a command a program sent, what it printed, the model's step, a note. */
export const transcriptLineSchema = z.object({
  at: z.number(),
  kind: z.enum(['command', 'output', 'error', 'model', 'note']),
  /** From a program, a page or a model: shown as text only, cut short. */
  text: z.string(),
});
export type TranscriptLine = z.infer<typeof transcriptLineSchema>;

/**
 * A running session in the user's own tab, as the side panel shows it. Everything but the ids and
 * times comes from a program or a page (untrusted): shown as text only.
 */
export const sessionViewSchema = z.object({
  id: z.string(),
  /** The scrape it was opened on, when it was. */
  jobId: z.string().optional(),
  tabId: z.number(),
  /** The program's short name (the bridge's client name). */
  client: z.string(),
  /** The site its tab shows now. */
  site: z.string(),
  createdAt: z.number(),
  lastActivity: z.number(),
  /** When it ends by itself: its time to live, or its time without activity, whichever comes first. */
  expiresAt: z.number(),
  /** A run is under way. */
  running: z.boolean(),
  /** The last lines of its transcript. */
  transcript: z.array(transcriptLineSchema),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

export const sessionViewsSchema = z.array(sessionViewSchema);

/** Every change of the running sessions (the whole list), for side panels already open. */
export const localSessionChanges = defineBroadcast('wde-interact-local-sessions', sessionViewsSchema);
