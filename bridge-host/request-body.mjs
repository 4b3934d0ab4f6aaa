// Reading a request's body whole: the `request` message says how many `body` messages follow, and
// a JSON body is checked before it is relayed.

/** The largest body relayed (the service's parse endpoint takes files up to 50 MB). */
export const BODY_LIMIT = 50 * 1024 * 1024;
// Past the limit the rest is read and dropped, so the client can read its 413 (a socket closed
// under an upload loses the answer); past this much more the socket is closed.
const DRAIN_LIMIT = 256 * 1024 * 1024;

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {boolean} [keep] false: count the bytes and drop them
 * @returns {Promise<{ kind: 'bytes', bytes: Buffer } | { kind: 'too-large' } | { kind: 'aborted' }>}
 */
export async function readBody(req, keep = true) {
  /** @type {Buffer[]} */
  const chunks = [];
  const declared = Number(req.headers['content-length'] ?? 0);
  let size = 0;
  try {
    for await (const chunk of /** @type {AsyncIterable<Buffer>} */ (req)) {
      size += chunk.length;
      if (size > DRAIN_LIMIT) {
        req.destroy();
        return { kind: 'aborted' };
      }
      if (keep && size <= BODY_LIMIT && declared <= BODY_LIMIT) chunks.push(chunk);
    }
  } catch {
    return { kind: 'aborted' };
  }
  if (size > BODY_LIMIT || declared > BODY_LIMIT) return { kind: 'too-large' };
  return { kind: 'bytes', bytes: Buffer.concat(chunks, size) };
}

/**
 * Reads and drops a body the host refused before reading it, for the same reason as above.
 * @param {import('node:http').IncomingMessage} req
 */
export async function dropBody(req) {
  await readBody(req, false);
}

// Like express.json (strict): a JSON content type, and then an object or an array.
const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;

/**
 * True when the body says it is JSON and is not.
 * @param {string | undefined} contentType
 * @param {Buffer} bytes
 */
export function isBrokenJson(contentType, bytes) {
  if (!JSON_TYPE.test(contentType ?? '') || bytes.length === 0) return false;
  const text = bytes.toString('utf8');
  if (!/^\s*[[{]/.test(text)) return true;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}
