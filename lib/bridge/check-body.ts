import { z } from 'zod';
import type { BridgeAnswer } from '@/lib/bridge/bridge-request-schema';
import { failure } from '@/lib/bridge/error-answer';
import { SERVICE_WORDING, type ApiVersion } from '@/lib/bridge/service-wording';

export type Checked<T> = { ok: true; value: T } | { ok: false; answer: BridgeAnswer };

// Unknown keys may hide inside a union's per-option issues (a format object with a stray key).
const hasUnknownKey = (issues: readonly z.core.$ZodIssue[]): boolean =>
  issues.some(
    (issue) =>
      issue.code === 'unrecognized_keys' || (issue.code === 'invalid_union' && issue.errors.some(hasUnknownKey)),
  );

/**
 * The service's 400 for a body its schema refuses: `BAD_REQUEST`, the zod issues as `details`, and
 * as `error` its "Unrecognized key in body" wording when any key is unknown, else the first issue.
 */
export function refusedBody(issues: readonly z.core.$ZodIssue[], version: ApiVersion): BridgeAnswer {
  const error = hasUnknownKey(issues) ? SERVICE_WORDING.unrecognizedKey(version) : (issues[0]?.message ?? '');
  return failure(400, error, 'BAD_REQUEST', issues);
}

/** The body checked against one of the client's strict schemas, or the service's 400. No body reads as `{}`. */
export function checkBody<S extends z.ZodType>(schema: S, body: unknown, version: ApiVersion): Checked<z.output<S>> {
  const parsed = schema.safeParse(body ?? {});
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, answer: refusedBody(parsed.error.issues, version) };
}

const analyticsSchema = z.object({ origin: z.string().optional(), integration: z.string().nullable().optional() });

/**
 * The body without `origin` and `integration`: analytics fields the service takes on every route
 * and its SDKs add to every POST (`origin: "js-sdk@4.3.0"`). Left in when not of their type, so
 * the strict schema refuses them as the service would.
 */
export function withoutAnalytics(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { origin, integration, ...rest } = body as Record<string, unknown>;
  return analyticsSchema.safeParse({ origin, integration }).success ? rest : body;
}
