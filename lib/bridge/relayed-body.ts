import { t } from '@/lib/i18n/t';
import type { BridgeAnswer, MultipartBody } from '@/lib/bridge/bridge-request-schema';
import { failure, KIND_ANSWER } from '@/lib/bridge/error-answer';
import { fromBase64 } from '@/lib/bridge/multipart';

// A relayed body put back together from its `body` messages, in bounded memory: the host already
// refuses bodies over 50 MB, but the extension does not rely on it.

/** The most a relayed body may hold, as the host and the service's parse endpoint allow. */
export const BODY_LIMIT_BYTES = 50 * 1024 * 1024;
/** Raw bytes per `body` message at most (bridge-host/protocol.mjs). */
const CHUNK_BYTES = 700 * 1024;
const MAX_CHUNKS = Math.ceil(BODY_LIMIT_BYTES / CHUNK_BYTES);

/** express.json's reading of a JSON content type, as the host applies it (bridge-host/request-body.mjs). */
const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;
/** The service's words for a body that is not JSON: clients match on them (as the host writes them). */
const INVALID_JSON = 'Invalid JSON in request body';

export const tooLarge = (): BridgeAnswer =>
  failure(413, t('bridge_bodyTooLarge', BODY_LIMIT_BYTES / 1024 / 1024), KIND_ANSWER['too-large'].code);
export const broken = (): BridgeAnswer => failure(400, t('bridge_bodyBroken'), 'BAD_REQUEST');

export interface BodyParts {
  expected: number;
  parts: Uint8Array[];
  size: number;
}

/** An empty body waiting for `expected` chunks, or the refusal when it could only be too large. */
export function startBody(expected: number): BodyParts | BridgeAnswer {
  return expected > MAX_CHUNKS ? tooLarge() : { expected, parts: [], size: 0 };
}

/** Adds chunk `seq`: the whole body once the last is in, a refusal, or undefined while more follow. */
export function addChunk(body: BodyParts, seq: number, data: string): Uint8Array | BridgeAnswer | undefined {
  if (seq !== body.parts.length || seq >= body.expected) return broken();
  const bytes = fromBase64(data);
  if (!bytes) return broken();
  body.size += bytes.length;
  if (body.size > BODY_LIMIT_BYTES) return tooLarge();
  body.parts.push(bytes);
  if (body.parts.length < body.expected) return undefined;
  const whole = new Uint8Array(body.size);
  let at = 0;
  for (const part of body.parts) {
    whole.set(part, at);
    at += part.length;
  }
  body.parts = [];
  return whole;
}

/** Bytes as base64, a slice at a time (one String.fromCharCode call over 50 MB would overflow the stack). */
export function toBase64(bytes: Uint8Array): string {
  const SLICE = 3 * 8192; // a multiple of 3: no padding inside
  let text = '';
  for (let at = 0; at < bytes.length; at += SLICE) {
    text += btoa(String.fromCharCode(...bytes.subarray(at, at + SLICE)));
  }
  return text;
}

/**
 * The body in the router's shape: parsed JSON for a JSON type, `{kind:'multipart'}` for a form,
 * and none for anything else (express.json leaves those unread, so the service sees `{}`).
 */
export function routerBody(
  bytes: Uint8Array,
  contentType: string | undefined,
): { body: unknown } | { refused: BridgeAnswer } {
  if (bytes.length === 0) return { body: undefined };
  const type = contentType ?? '';
  if (/^multipart\//i.test(type.trim())) {
    const multipart: MultipartBody = { kind: 'multipart', contentType: type, base64: toBase64(bytes) };
    return { body: multipart };
  }
  if (!JSON_TYPE.test(type)) return { body: undefined };
  try {
    return { body: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch {
    return { refused: failure(400, INVALID_JSON, 'BAD_REQUEST_INVALID_JSON') };
  }
}
