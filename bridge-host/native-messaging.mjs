// Native messaging framing: each message is a 4-byte little-endian length, then that many bytes of
// UTF-8 JSON. The same framing runs both ways over the host's stdin and stdout.

/** Chrome and Firefox refuse a message from a host over 1 MB (and drop the connection). */
export const MAX_TO_BROWSER = 1024 * 1024;
/** Chrome sends at most 64 MB to a host; a longer length means the stream is broken. */
export const MAX_FROM_BROWSER = 64 * 1024 * 1024;

/**
 * One framed message, ready to write in a single call (so two messages never interleave).
 * @param {unknown} message
 * @returns {Buffer}
 */
export function encodeMessage(message) {
  const json = Buffer.from(JSON.stringify(message), 'utf8');
  if (json.length > MAX_TO_BROWSER) {
    throw new RangeError(`A message of ${json.length} bytes is over the browser's limit of ${MAX_TO_BROWSER}`);
  }
  const frame = Buffer.allocUnsafe(4 + json.length);
  frame.writeUInt32LE(json.length, 0);
  json.copy(frame, 4);
  return frame;
}

/**
 * Turns the chunks of a byte stream into messages. A length over the limit or a payload that is
 * not JSON means the stream can no longer be trusted: onBroken is called and nothing more is read.
 * @param {(message: unknown) => void} onMessage
 * @param {(reason: string) => void} onBroken
 * @param {number} [maxLength]
 * @returns {(chunk: Buffer) => void}
 */
export function createFrameReader(onMessage, onBroken, maxLength = MAX_FROM_BROWSER) {
  /** @type {Buffer[]} */
  let chunks = [];
  let buffered = 0;
  let need = 4;
  let readingLength = true;
  let broken = false;
  return (chunk) => {
    if (broken) return;
    chunks.push(chunk);
    buffered += chunk.length;
    // Chunks are joined only once enough bytes are here, so a large message is copied once.
    while (buffered >= need) {
      const all = chunks.length === 1 ? /** @type {Buffer} */ (chunks[0]) : Buffer.concat(chunks, buffered);
      const part = all.subarray(0, need);
      const rest = all.subarray(need);
      chunks = rest.length > 0 ? [rest] : [];
      buffered = rest.length;
      if (readingLength) {
        need = part.readUInt32LE(0);
        readingLength = false;
        if (need > maxLength) return fail(`a message length of ${need} bytes is over the limit of ${maxLength}`);
        continue;
      }
      need = 4;
      readingLength = true;
      let message;
      try {
        message = JSON.parse(part.toString('utf8'));
      } catch {
        return fail('a message is not JSON');
      }
      onMessage(message);
    }
  };

  /** @param {string} reason */
  function fail(reason) {
    broken = true;
    chunks = [];
    onBroken(reason);
  }
}
