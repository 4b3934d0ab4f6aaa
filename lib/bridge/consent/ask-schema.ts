import { z } from 'zod';
import { defineBroadcast } from '@/lib/messaging/broadcast';

/**
 * What a program wants done with the sites it asks for: read them (scrape, batch, crawl, map,
 * search), act on one (interact), or one step of acting that needs its own yes (type a password,
 * choose a file to upload, download a file).
 */
export const askWhatSchema = z.enum([
  'scrape',
  'batch',
  'crawl',
  'map',
  'search',
  'act',
  'password',
  'upload',
  'download',
]);
export type AskWhat = z.infer<typeof askWhatSchema>;

/** Asks for consent to read a site: their "Always allow" and "Block" are the reading policies. */
export const READ_ASKS: ReadonlySet<AskWhat> = new Set(['scrape', 'batch', 'crawl', 'map']);
/** Asks for one step of acting: answered for that step only, never stored. */
export const STEP_ASKS: ReadonlySet<AskWhat> = new Set(['password', 'upload', 'download']);

/** The kinds of action an ask to act names (interact's actKinds, and a prompt a model carries out). */
export const actKindSchema = z.enum(['click', 'type', 'navigate', 'read', 'prompt']);

/** The user's answer: this request only, this request and every later one, or never. */
export const askAnswerSchema = z.enum(['once', 'always', 'block']);
export type AskAnswer = z.infer<typeof askAnswerSchema>;

/**
 * A request waiting for the user in the side panel. Everything in it but `id` comes from a program
 * (untrusted): the panel shows it as text only, and the addresses are already cut short.
 */
export const pendingAskSchema = z.object({
  id: z.string(),
  /** The program's short name (client-name.ts). */
  client: z.string(),
  what: askWhatSchema,
  /** The sites not yet allowed, each once (siteOf). */
  sites: z.array(z.string()),
  /** The first few addresses on those sites, each cut short. */
  addresses: z.array(z.string()),
  /** How many addresses the request has on those sites. */
  count: z.int(),
  /** The origin patterns the panel's click asks the browser for (host permission). */
  origins: z.array(z.string()),
  /** To act: the commands, code or prompt the program sent, cut short (text only). */
  detail: z.string().optional(),
  /** To act: what kinds of action it holds. */
  acts: z.array(actKindSchema).optional(),
  createdAt: z.number(),
});
export type PendingAsk = z.infer<typeof pendingAskSchema>;

export const pendingAsksSchema = z.array(pendingAskSchema);

/** Every change of the waiting asks (the whole list), for side panels already open. */
export const bridgeAskChanges = defineBroadcast('wde-bridge-asks', pendingAsksSchema);
