import { z } from 'zod';

// What the native-messaging host relays for one HTTP request, and what it waits for. The host has
// already checked the token, Origin, Host, the body's size and its JSON syntax.

/** A multipart body (POST /v2/parse) as the host relays it: its Content-Type, boundary included, and its bytes. */
export const multipartBodySchema = z.strictObject({
  kind: z.literal('multipart'),
  contentType: z.string(),
  base64: z.string(),
});
export type MultipartBody = z.infer<typeof multipartBodySchema>;

/** Header or query values as Node gives them: one string, or a list for a repeated name. */
const oneOrMany = z.union([z.string(), z.array(z.string())]);

/** Header names in lower case, a repeated header's values joined as HTTP joins them. */
const headersSchema = z
  .record(z.string(), oneOrMany)
  .transform((headers) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), [value].flat().join(', ')])),
  );

/** A repeated query parameter counts by its first value, as the service's query parser reads it. */
const querySchema = z
  .record(z.string(), oneOrMany)
  .transform((query) => Object.fromEntries(Object.entries(query).map(([name, value]) => [name, [value].flat()[0]!])));

export const bridgeRequestSchema = z.object({
  id: z.string().min(1),
  method: z
    .string()
    .min(1)
    .transform((method) => method.toUpperCase()),
  /** The path alone, without the query: `/v1/scrape`. */
  path: z.string().startsWith('/'),
  query: querySchema.default({}),
  headers: headersSchema.default({}),
  /** The parsed JSON body, or a multipart one; absent without a body. */
  body: z.unknown().optional(),
});
export type BridgeRequest = z.infer<typeof bridgeRequestSchema>;
export type BridgeRequestInput = z.input<typeof bridgeRequestSchema>;

/** The answer the host sends back as the HTTP response: a status and a JSON body. */
export const bridgeAnswerSchema = z.object({
  status: z.int().min(100).max(599),
  body: z.unknown(),
});
export type BridgeAnswer = z.infer<typeof bridgeAnswerSchema>;
