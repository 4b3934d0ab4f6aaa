import type { z } from 'zod';
import type { apiErrorDataSchema } from '@/lib/api/api-error-schema';

/**
 * A feature's messages from the extension's pages to the background, each a zod schema for what it
 * sends and what it gets back. Each feature declares its own table (`<feature>-protocol.ts`) and
 * registers its handlers against it; lib/app/protocol.ts gathers the tables into the pages' one map.
 */
export type MessageTable = Record<string, { data: z.ZodType; result: z.ZodType }>;

/** A reply: the result, or the error as data (errors do not survive messaging as classes). */
export type Reply<R> = { ok: true; value: R } | { ok: false; error: z.infer<typeof apiErrorDataSchema> };
