import { storage } from 'wxt/utils/storage';
import { z } from 'zod';
import { apiErrorDataSchema } from '@/lib/api/api-error-schema';
import { interactLanguageSchema } from '@/lib/interact/interact-schemas';

// What was asked of a service's session and what it answered, in order: kept by the background in
// the browser's session storage (memory only, gone with the browser, readable by the extension's
// own pages), so a run finishes into its transcript when the panel was closed meanwhile, and the
// panel shows it again when reopened. Only the background writes it.

/** The session a transcript is of: a scrape's (by the scrape's id), or one of the team's by its own id. */
export const interactTargetSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('scrape'),
    scrapeId: z.string().min(1),
    /** The job the scrape is (for "scrape again"). */
    jobId: z.string().optional(),
  }),
  z.object({ kind: z.literal('session'), sessionId: z.string().min(1) }),
]);
export type InteractTarget = z.infer<typeof interactTargetSchema>;

export const targetKey = (target: InteractTarget): string =>
  target.kind === 'scrape' ? `scrape:${target.scrapeId}` : `session:${target.sessionId}`;

export const askSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('prompt'), prompt: z.string(), timeout: z.int().optional() }),
  z.object({
    kind: z.literal('code'),
    code: z.string(),
    language: interactLanguageSchema,
    timeout: z.int().optional(),
  }),
]);
export type Ask = z.infer<typeof askSchema>;

/** A run's answer as shown; texts longer than TEXT_CAP are cut (`cut` names them). */
export const runAnswerSchema = z.object({
  output: z.string().optional(),
  stdout: z.string().optional(),
  stderr: z.string().optional(),
  exitCode: z.number().nullable(),
  killed: z.boolean(),
  error: z.string().optional(),
  cut: z.array(z.string()).optional(),
});
export type RunAnswer = z.infer<typeof runAnswerSchema>;

export const entrySchema = z.object({
  id: z.string(),
  at: z.number(),
  ask: askSchema,
  state: z.enum(['running', 'answered', 'failed']),
  answer: runAnswerSchema.optional(),
  error: apiErrorDataSchema.optional(),
  finishedAt: z.number().optional(),
});
export type TranscriptEntry = z.infer<typeof entrySchema>;

export const transcriptSchema = z.object({
  target: interactTargetSchema,
  /** open: the service answered at least once; stopped: by the user; over: the service says it is gone. */
  state: z.enum(['new', 'open', 'stopped', 'over']),
  /** Why it is over (an INTERACT_CODES value). */
  overCode: z.string().optional(),
  sessionId: z.string().optional(),
  liveViewUrl: z.string().optional(),
  interactiveLiveViewUrl: z.string().optional(),
  stopped: z
    .object({ at: z.number(), creditsBilled: z.number().optional(), sessionDurationMs: z.number().optional() })
    .optional(),
  entries: z.array(entrySchema),
  updatedAt: z.number(),
});
export type Transcript = z.infer<typeof transcriptSchema>;

/** Characters kept of each text of an answer (a page's snapshot is rarely above 40,000). */
export const TEXT_CAP = 40_000;
/** Runs kept per transcript, and transcripts kept, newest first. */
export const MAX_ENTRIES = 30;
export const MAX_TRANSCRIPTS = 5;

const transcriptsItem = storage.defineItem<unknown>('session:interactTranscripts', { fallback: {} });
const storedSchema = z.record(z.string(), z.unknown());

/** Every readable transcript, by target key (one that does not read is dropped, not thrown). */
export async function readTranscripts(): Promise<Record<string, Transcript>> {
  return parseAll(await transcriptsItem.getValue());
}

function parseAll(value: unknown): Record<string, Transcript> {
  const stored = storedSchema.safeParse(value);
  if (!stored.success) return {};
  const out: Record<string, Transcript> = {};
  for (const [key, raw] of Object.entries(stored.data)) {
    const parsed = transcriptSchema.safeParse(raw);
    if (parsed.success) out[key] = parsed.data;
  }
  return out;
}

export const emptyTranscript = (target: InteractTarget): Transcript => ({
  target,
  state: 'new',
  entries: [],
  updatedAt: Date.now(),
});

/** Calls `show` with this target's transcript now and on every change; returns the unwatch. */
export function watchTranscript(target: InteractTarget, show: (transcript: Transcript) => void): () => void {
  const key = targetKey(target);
  const pick = (all: Record<string, Transcript>) => show(all[key] ?? emptyTranscript(target));
  let live = true;
  void readTranscripts().then(
    (all) => live && pick(all),
    () => undefined,
  );
  const unwatch = transcriptsItem.watch((value) => pick(parseAll(value)));
  return () => {
    live = false;
    unwatch();
  };
}

let writes: Promise<unknown> = Promise.resolve();

/**
 * Changes one transcript (made when absent) and stores it; writes run one after another. The
 * newest transcripts are kept; when the store is full, older ones go first, then older runs.
 */
export function updateTranscript(
  target: InteractTarget,
  change: (transcript: Transcript) => Transcript,
): Promise<Transcript> {
  const work = writes.then(async () => {
    const all = await readTranscripts();
    const key = targetKey(target);
    const next = { ...change(all[key] ?? emptyTranscript(target)), updatedAt: Date.now() };
    next.entries = next.entries.slice(-MAX_ENTRIES);
    all[key] = next;
    await store(keepNewest(all, key), key);
    return next;
  });
  writes = work.catch(() => undefined);
  return work;
}

/** Changes every stored transcript `matches` picks (a session stopped from the list). */
export function updateTranscriptsWhere(
  matches: (transcript: Transcript) => boolean,
  change: (transcript: Transcript) => Transcript,
): Promise<void> {
  const work = writes.then(async () => {
    const all = await readTranscripts();
    let changed = false;
    for (const [key, transcript] of Object.entries(all)) {
      if (!matches(transcript)) continue;
      all[key] = { ...change(transcript), updatedAt: Date.now() };
      changed = true;
    }
    if (changed) await transcriptsItem.setValue(all);
  });
  writes = work.catch(() => undefined);
  return work;
}

function keepNewest(all: Record<string, Transcript>, current: string): Record<string, Transcript> {
  const keys = Object.keys(all)
    .filter((k) => k !== current)
    .sort((a, b) => all[b]!.updatedAt - all[a]!.updatedAt)
    .slice(0, MAX_TRANSCRIPTS - 1);
  return Object.fromEntries([current, ...keys].map((k) => [k, all[k]!]));
}

/** Stores, making room when the browser says the store is full. */
async function store(all: Record<string, Transcript>, current: string): Promise<void> {
  for (;;) {
    try {
      await transcriptsItem.setValue(all);
      return;
    } catch (error) {
      const others = Object.keys(all).filter((k) => k !== current);
      const mine = all[current];
      if (others.length > 0) delete all[others.at(-1)!];
      else if (mine && mine.entries.length > 1) mine.entries = mine.entries.slice(1);
      else throw error;
    }
  }
}

/** Cuts a service's text to TEXT_CAP characters, naming the field when it did. */
export function capText(value: string | null | undefined, field: string, cut: string[]): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value.length <= TEXT_CAP) return value;
  cut.push(field);
  return value.slice(0, TEXT_CAP);
}
