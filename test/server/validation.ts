import { z } from 'zod';
import { MESSAGES } from './messages';

// Request validation is written here with zod directly, independently of lib/api: the point
// of the contract server is to check the client against a second implementation.
export type ApiVersion = 'v1' | 'v2';

/** A strict object whose unknown keys produce the service's "Unrecognized key in body" issue. */
export function strictObject<T extends z.ZodRawShape>(shape: T, version: ApiVersion) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? MESSAGES.strict(version) : undefined),
  });
}

export interface ValidationBody {
  success: false;
  code: 'BAD_REQUEST';
  error: string;
  details: z.core.$ZodIssue[];
}

/** 400 body: the strict message when any key is unknown, else the first issue's message. */
export function validationBody(issues: z.core.$ZodIssue[], version: ApiVersion): ValidationBody {
  const unknown = hasUnknownKey(issues);
  const error = unknown ? MESSAGES.strict(version) : (issues[0]?.message ?? 'Bad Request');
  return { success: false, code: 'BAD_REQUEST', error, details: issues };
}

// Unknown keys may hide inside a union's per-option issues.
function hasUnknownKey(issues: z.core.$ZodIssue[]): boolean {
  return issues.some(
    (i) => i.code === 'unrecognized_keys' || (i.code === 'invalid_union' && i.errors.some(hasUnknownKey)),
  );
}

export const jsonSchemaObject = z.record(z.string(), z.unknown());
