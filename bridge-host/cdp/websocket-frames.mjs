// WebSocket frames (RFC 6455 §5) as a server reads and writes them, with no dependency: a parser
// fed the socket's chunks, which puts fragmented messages back together, unmasks what the client
// sent, bounds a message's size and checks what the RFC makes the server check; and the encoder
// of the server's own frames (never masked, never fragmented). Only text messages are taken: the
// DevTools protocol is JSON text.

export const OPCODES = Object.freeze({ continuation: 0, text: 1, binary: 2, close: 8, ping: 9, pong: 10 });

/** The close codes this server sends (RFC 6455 §7.4.1). */
export const CLOSE = Object.freeze({
  normal: 1000,
  goingAway: 1001,
  protocolError: 1002,
  unsupportedData: 1003,
  invalidPayload: 1007,
  policyViolation: 1008,
  tooBig: 1009,
  internalError: 1011,
});

/** A control frame's payload is at most 125 bytes; a close reason, after its 2-byte code, 123. */
const MAX_CONTROL_PAYLOAD = 125;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Codes a close frame may carry (§7.4): 1004, 1005, 1006 and 1015 are never sent on the wire,
 * 1016 to 2999 are reserved, 3000 to 4999 belong to applications.
 * @param {number} code
 */
export function isValidCloseCode(code) {
  return (code >= 1000 && code <= 1014 && ![1004, 1005, 1006].includes(code)) || (code >= 3000 && code <= 4999);
}

/** @typedef {{ fin: boolean, opcode: number, headerBytes: number, length: number, mask: Buffer }} FrameHeader */

/**
 * @typedef {{
 *   onText: (text: string) => void,
 *   onPing: (payload: Buffer) => void,
 *   onPong: (payload: Buffer) => void,
 *   onClose: (code: number | undefined, reason: string) => void,
 *   onFail: (code: number, reason: string) => void,
 * }} FrameHandlers
 */

/**
 * Reads a client's frames. After `onClose` or `onFail` nothing more is read: the connection is
 * closing. `onFail` names the close code the server answers with (1002 a broken frame, 1003 a
 * binary message, 1007 text that is not UTF-8, 1009 a message over `maxMessageBytes`).
 * @param {FrameHandlers} handlers
 * @param {{ maxMessageBytes: number }} limits
 * @returns {(chunk: Buffer) => void}
 */
export function createFrameParser(handlers, { maxMessageBytes }) {
  /** @type {Buffer[]} */
  let chunks = [];
  let buffered = 0;
  let done = false;
  /** The fragments of a message whose last frame has not come yet. */
  /** @type {Buffer[] | undefined} */
  let fragments;
  let fragmentBytes = 0;
  /** The header of the frame whose payload is still coming: read once, not at every chunk. */
  /** @type {FrameHeader | undefined} */
  let pending;

  /** @param {number} count */
  function take(count) {
    const all = chunks.length === 1 ? /** @type {Buffer} */ (chunks[0]) : Buffer.concat(chunks, buffered);
    const part = all.subarray(0, count);
    const rest = all.subarray(count);
    chunks = rest.length > 0 ? [rest] : [];
    buffered = rest.length;
    return part;
  }

  /** @param {number} count */
  function peek(count) {
    if (chunks.length > 1) chunks = [Buffer.concat(chunks, buffered)];
    return /** @type {Buffer} */ (chunks[0]).subarray(0, count);
  }

  /**
   * @param {number} code
   * @param {string} reason
   */
  function fail(code, reason) {
    done = true;
    chunks = [];
    fragments = undefined;
    handlers.onFail(code, reason);
  }

  /**
   * The frame's header, once all of it is here: undefined until then.
   * @returns {FrameHeader | { error: [number, string] } | undefined}
   */
  function readHeader() {
    if (buffered < 2) return undefined;
    const head = peek(2);
    const first = /** @type {number} */ (head[0]);
    const second = /** @type {number} */ (head[1]);
    if (first & 0x70) return { error: [CLOSE.protocolError, 'reserved bits are set, and no extension was agreed'] };
    if (!(second & 0x80)) return { error: [CLOSE.protocolError, 'a client frame must be masked'] };
    const short = second & 0x7f;
    const lengthBytes = short === 126 ? 2 : short === 127 ? 8 : 0;
    const headerBytes = 2 + lengthBytes + 4;
    if (buffered < headerBytes) return undefined;
    const header = peek(headerBytes);
    let length = short;
    if (short === 126) length = header.readUInt16BE(2);
    if (short === 127) {
      const high = header.readUInt32BE(2);
      // The most significant bit must be 0 (§5.2); anything past 2^53 is over every limit anyway.
      if (high & 0x80000000) return { error: [CLOSE.protocolError, 'a frame length with its top bit set'] };
      length = high * 2 ** 32 + header.readUInt32BE(6);
    }
    return {
      fin: Boolean(first & 0x80),
      opcode: first & 0x0f,
      headerBytes,
      length,
      mask: Buffer.from(header.subarray(headerBytes - 4, headerBytes)),
    };
  }

  /**
   * @param {number} opcode
   * @param {Buffer} payload
   */
  function onControl(opcode, payload) {
    if (opcode === OPCODES.ping) return handlers.onPing(payload);
    if (opcode === OPCODES.pong) return handlers.onPong(payload);
    // A close frame: no body, or a 2-byte code and a UTF-8 reason.
    done = true;
    if (payload.length === 0) return handlers.onClose(undefined, '');
    if (payload.length === 1) return fail(CLOSE.protocolError, 'a close frame of one byte');
    const code = payload.readUInt16BE(0);
    if (!isValidCloseCode(code)) return fail(CLOSE.protocolError, `a close code of ${code}`);
    let reason;
    try {
      reason = utf8.decode(payload.subarray(2));
    } catch {
      return fail(CLOSE.invalidPayload, 'a close reason that is not UTF-8');
    }
    handlers.onClose(code, reason);
  }

  /**
   * @param {boolean} fin
   * @param {number} opcode
   * @param {Buffer} payload
   */
  function onData(fin, opcode, payload) {
    if (opcode === OPCODES.continuation) {
      if (!fragments) return fail(CLOSE.protocolError, 'a continuation frame with no message to continue');
    } else {
      if (fragments) return fail(CLOSE.protocolError, 'a new message before the last one ended');
      if (opcode === OPCODES.binary)
        return fail(CLOSE.unsupportedData, 'binary messages are not taken: send JSON text');
      fragments = [];
      fragmentBytes = 0;
    }
    fragments.push(payload);
    fragmentBytes += payload.length;
    if (!fin) return;
    const whole =
      fragments.length === 1 ? /** @type {Buffer} */ (fragments[0]) : Buffer.concat(fragments, fragmentBytes);
    fragments = undefined;
    fragmentBytes = 0;
    let text;
    try {
      text = utf8.decode(whole);
    } catch {
      return fail(CLOSE.invalidPayload, 'a text message that is not UTF-8');
    }
    handlers.onText(text);
  }

  return (chunk) => {
    if (done) return;
    chunks.push(chunk);
    buffered += chunk.length;
    for (;;) {
      if (done) return;
      if (!pending) {
        const header = readHeader();
        if (!header) return;
        if ('error' in header) return fail(...header.error);
        const { fin, opcode, length } = header;
        if (![0, 1, 2, 8, 9, 10].includes(opcode)) return fail(CLOSE.protocolError, `an unknown opcode ${opcode}`);
        if (opcode >= 8 && (!fin || length > MAX_CONTROL_PAYLOAD)) {
          return fail(CLOSE.protocolError, 'a control frame that is fragmented or over 125 bytes');
        }
        // Checked before the payload is buffered, so a huge announced length costs nothing.
        if (opcode < 8 && fragmentBytes + length > maxMessageBytes) {
          return fail(CLOSE.tooBig, `a message over ${maxMessageBytes} bytes`);
        }
        pending = header;
      }
      const { fin, opcode, headerBytes, length, mask } = pending;
      if (buffered < headerBytes + length) return;
      pending = undefined;
      const control = opcode >= 8;
      take(headerBytes);
      const payload = Buffer.from(take(length));
      unmask(payload, mask);
      if (control) onControl(opcode, payload);
      else onData(fin, opcode, payload);
    }
  };
}

/**
 * XORs the payload with the client's 4-byte mask, in place (§5.3).
 * @param {Buffer} payload
 * @param {Buffer} mask
 */
function unmask(payload, mask) {
  const key = mask.readUInt32BE(0);
  const whole = payload.length - (payload.length % 4);
  for (let i = 0; i < whole; i += 4) payload.writeUInt32BE((payload.readUInt32BE(i) ^ key) >>> 0, i);
  for (let i = whole; i < payload.length; i++) {
    payload.writeUInt8(payload.readUInt8(i) ^ mask.readUInt8(i & 3), i);
  }
}

/**
 * One unmasked frame with FIN set: how a server sends a whole text message or a control frame.
 * @param {number} opcode
 * @param {Buffer} payload
 * @returns {Buffer}
 */
export function encodeFrame(opcode, payload) {
  const length = payload.length;
  const lengthBytes = length < 126 ? 0 : length < 65536 ? 2 : 8;
  const frame = Buffer.allocUnsafe(2 + lengthBytes + length);
  frame[0] = 0x80 | opcode;
  if (lengthBytes === 0) frame[1] = length;
  else if (lengthBytes === 2) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length % 2 ** 32, 6);
  }
  payload.copy(frame, 2 + lengthBytes);
  return frame;
}

/**
 * A close frame's payload: the code, then the reason cut to 123 bytes without splitting a character.
 * @param {number} code
 * @param {string} reason
 */
export function closePayload(code, reason) {
  let bytes = Buffer.from(reason, 'utf8');
  if (bytes.length > MAX_CONTROL_PAYLOAD - 2) {
    let end = MAX_CONTROL_PAYLOAD - 2;
    // Back up to the start of a character: continuation bytes are 10xxxxxx.
    while (end > 0 && (bytes.readUInt8(end) & 0xc0) === 0x80) end--;
    bytes = bytes.subarray(0, end);
  }
  const payload = Buffer.allocUnsafe(2 + bytes.length);
  payload.writeUInt16BE(code, 0);
  bytes.copy(payload, 2);
  return payload;
}
