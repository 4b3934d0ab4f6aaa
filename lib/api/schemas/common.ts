import { z } from 'zod';
import { httpUrlProblem } from '@/lib/api/schemas/http-url-rule';

/** An absolute http(s) URL: the service fetches nothing else. */
export const httpUrl = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = httpUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => {
    // Sent normalised (spaces and non-ASCII escaped), as the documents' `format: uri` demands.
    try {
      return new URL(value).href;
    } catch {
      return value;
    }
  });

/** Drops an opt-in flag left at false: an older server refuses the key itself (api-notes). */
export const optIn = z
  .boolean()
  .transform((on) => on || undefined)
  .optional();

export const milliseconds = z.int().min(0);

/** The shortest timeout the service takes, for a scrape and a parse alike. */
export const MIN_TIMEOUT_MS = 1000;

/** Header name -> value; the service forwards them to the page. */
export const headerMap = z.record(z.string(), z.string());

/** A JSON Schema document as the user wrote it; the service checks it, we only need an object. */
export const jsonSchemaObject = z.record(z.string(), z.unknown());

/** Response side: keep every field the service adds, never fail on one. */
export const looseObject = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape);

/** Response side: a value that may be absent or null. */
export const maybe = <T extends z.ZodType>(schema: T) => schema.nullish();
