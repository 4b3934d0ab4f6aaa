import { z } from 'zod';
import type { BridgeAnswer, BridgeRequest } from '@/lib/bridge/bridge-request-schema';

/** How much of each field the log keeps: enough to recognise a request, never a whole body. */
export const ACTIVITY_LIMITS = {
  urls: 3,
  url: 500,
  path: 300,
  method: 16,
  client: 100,
  error: 300,
  command: 300,
} as const;

/**
 * One bridge request in the activity log (history DB, store `bridgeActivity`, see
 * lib/bridge/activity/activity-log.ts). It holds what the user needs to see who asked for what and how it
 * went: never the token, the body, cookies or results.
 */
export const activityEntrySchema = z.object({
  /** Given by the store (auto-increment): the order of writing. */
  id: z.int(),
  /** When the request arrived, in ms since the epoch (the store's `time` index). */
  time: z.number(),
  /** The client's short name (client-name.ts). */
  client: z.string().max(ACTIVITY_LIMITS.client),
  /** Empty, with `path`, for a request the extension could not read. */
  method: z.string().max(ACTIVITY_LIMITS.method),
  path: z.string().max(ACTIVITY_LIMITS.path),
  /** The first few page addresses the request named (its body's `url`, or its `urls`), each cut short. */
  urls: z.array(z.string().max(ACTIVITY_LIMITS.url)).max(ACTIVITY_LIMITS.urls),
  /** How many addresses it named in all. */
  urlCount: z.int().min(0),
  /** The answer's HTTP status. */
  status: z.int().min(100).max(599),
  /** True for a status under 400. */
  ok: z.boolean(),
  /** A failed answer's message, cut short. */
  error: z.string().max(ACTIVITY_LIMITS.error).optional(),
  durationMs: z.number().min(0),
  /** One command a program ran in a tab (interact), as it wrote it, cut short: its request's own entry is apart. */
  command: z.string().max(ACTIVITY_LIMITS.command).optional(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** An entry before the store gives it its id. */
export const newActivityEntrySchema = activityEntrySchema.omit({ id: true });
export type NewActivityEntry = z.infer<typeof newActivityEntrySchema>;

/** `text` within `max` characters, an ellipsis marking a cut. */
export const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** An address as the log keeps it: without a user name or password it may carry, and cut short. */
function keptAddress(address: string): string {
  try {
    const url = new URL(address);
    if (url.username || url.password) {
      url.username = '';
      url.password = '';
      return cut(url.href, ACTIVITY_LIMITS.url);
    }
  } catch {
    // Not an address the browser reads: kept as the program wrote it.
  }
  return cut(address, ACTIVITY_LIMITS.url);
}

/** The page addresses a JSON body names: its `url`, else its `urls`. A file upload names none. */
export function namedAddresses(body: unknown): Pick<NewActivityEntry, 'urls' | 'urlCount'> {
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const all =
    typeof fields.url === 'string'
      ? [fields.url]
      : Array.isArray(fields.urls)
        ? fields.urls.filter((url): url is string => typeof url === 'string')
        : [];
  return { urls: all.slice(0, ACTIVITY_LIMITS.urls).map(keptAddress), urlCount: all.length };
}

/** The message of a failed answer in the service's shape `{success:false, error}`. */
function answerError(body: unknown): string | undefined {
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' && error ? cut(error, ACTIVITY_LIMITS.error) : undefined;
}

/** How a request ended: the answer sent, or the error its handler threw (which the link answers 500). */
export type RequestEnd = { answer: BridgeAnswer } | { thrown: unknown };

/** The log's entry for one request (`request`: undefined when it could not be read). */
export function activityEntry(
  request: BridgeRequest | undefined,
  client: string,
  end: RequestEnd,
  time: number,
  endedAt: number,
): NewActivityEntry {
  const status = 'answer' in end ? end.answer.status : 500;
  const ok = status < 400;
  const error =
    'answer' in end
      ? ok
        ? undefined
        : answerError(end.answer.body)
      : cut(end.thrown instanceof Error ? end.thrown.message : String(end.thrown), ACTIVITY_LIMITS.error);
  return newActivityEntrySchema.parse({
    time,
    client: cut(client, ACTIVITY_LIMITS.client),
    method: cut(request?.method ?? '', ACTIVITY_LIMITS.method),
    path: cut(request?.path ?? '', ACTIVITY_LIMITS.path),
    ...namedAddresses(request?.body),
    status,
    ok,
    ...(error && { error }),
    durationMs: Math.max(0, endedAt - time),
  });
}
