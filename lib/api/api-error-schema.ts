import { z } from 'zod';

/** What went wrong, in terms a view can act on (which button to show, whether to retry). */
export const API_ERROR_KINDS = [
  'no-key', // no API key configured
  'invalid-request', // refused before sending: the service would refuse it too
  'unknown-option', // 400 Unrecognized key: the server is older than an option we sent
  'bad-request', // other 400s
  'unauthorized', // 401
  'payment-required', // 402
  'forbidden', // 403
  'not-found', // 404
  'timeout', // 408, or our own deadline
  'too-large', // 413, or a file over the parse limit
  'rate-limited', // 429
  'server', // 5xx
  'scrape-failed', // 200 with success:false
  'network', // offline, DNS, refused connection, CORS
  'bad-response', // an answer that is not what the contract says
  'aborted', // cancelled by the user
] as const;

/** An error as data: what crosses extension messaging and is kept in history. */
export const apiErrorDataSchema = z.object({
  kind: z.enum(API_ERROR_KINDS),
  message: z.string(),
  status: z.number().optional(),
  code: z.string().optional(),
  retryable: z.boolean().default(false),
  retryAfterMs: z.number().optional(),
  details: z.unknown().optional(),
  serverMessage: z.string().optional(),
});
export type ApiErrorData = z.infer<typeof apiErrorDataSchema>;
export type ApiErrorKind = ApiErrorData['kind'];
export type ApiErrorInit = z.input<typeof apiErrorDataSchema> & { cause?: unknown };
