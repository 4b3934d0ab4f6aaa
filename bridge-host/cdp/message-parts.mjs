// Messages too large for one native message, cut into `part` messages and put back together.
// The browser takes at most 1 MB from the host in one message, and the host reads at most 64 MB
// from the browser; a DevTools message (a screenshot, a page's HTML, a file set into an input) or
// a program's output can be larger. The sender writes a message's JSON text in pieces,
//   {type:'part', id, seq, last, data}
// seq from 0, `last` on the final one, `data` a slice of the JSON text, and sends them one after
// the other; the receiver joins the slices and reads the JSON. Used on both sides (the host, and
// the extension's lib/cdp-relay), so it is plain JavaScript with no Node or browser API.

export const PART = 'part';

/**
 * The UTF-8 length of a string that holds no lone surrogate (JSON.stringify's output never does).
 * @param {string} text
 */
export function utf8Length(text) {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * The message itself when its JSON fits in `maxBytes`, else its parts, each of whose JSON does.
 * @param {object} message
 * @param {{ id: string, maxBytes: number }} options
 * @returns {object[]}
 */
export function toParts(message, { id, maxBytes }) {
  const json = JSON.stringify(message);
  if (utf8Length(json) <= maxBytes) return [message];
  // Room for the part's own fields; the slice's JSON escaping is measured, not guessed.
  const budget = maxBytes - 200 - utf8Length(JSON.stringify(id));
  /** @type {object[]} */
  const parts = [];
  let size = Math.floor(budget / 2);
  for (let start = 0, seq = 0; start < json.length; seq++) {
    let data;
    for (;;) {
      let end = Math.min(json.length, start + size);
      // Never between the two halves of a surrogate pair: each slice must be valid text.
      const before = json.charCodeAt(end - 1);
      if (end < json.length && before >= 0xd800 && before < 0xdc00) end--;
      data = json.slice(start, end);
      if (utf8Length(JSON.stringify(data)) <= budget || size <= 1) break;
      size = Math.max(1, Math.floor(size / 2));
    }
    start += data.length;
    parts.push({ type: PART, id, seq, last: start >= json.length, data });
  }
  return parts;
}

/**
 * Joins parts as they come. Each call answers undefined (more to come), `{message}` once the last
 * part is in, or `{error}` when a part is out of order, the whole is over `maxChars`, or it is not
 * JSON; the rest of a refused message's parts are then dropped silently.
 * @param {{ maxChars: number }} options
 * @returns {(part: { id?: unknown, seq?: unknown, last?: unknown, data?: unknown }) =>
 *   { message: unknown } | { error: string } | undefined}
 */
export function createPartsJoiner({ maxChars }) {
  /** @type {Map<string, { seq: number, pieces: string[], chars: number, dropped: boolean }>} */
  const open = new Map();
  return ({ id, seq, last, data }) => {
    if (typeof id !== 'string' || typeof seq !== 'number' || typeof data !== 'string') {
      return { error: 'a part without its id, seq or data' };
    }
    let entry = open.get(id);
    if (!entry) {
      if (seq !== 0) return { error: `part ${seq} of ${id} came before its first part` };
      entry = { seq: 0, pieces: [], chars: 0, dropped: false };
      open.set(id, entry);
    }
    const refuse = (/** @type {string} */ error) => {
      const wasDropped = /** @type {{ dropped: boolean }} */ (entry).dropped;
      /** @type {{ dropped: boolean, pieces: string[] }} */ (entry).dropped = true;
      /** @type {{ pieces: string[] }} */ (entry).pieces = [];
      if (last === true) open.delete(/** @type {string} */ (id));
      return wasDropped ? undefined : { error };
    };
    if (entry.dropped) return refuse('');
    if (seq !== entry.seq) return refuse(`part ${seq} of ${id} came out of order (expected ${entry.seq})`);
    entry.seq += 1;
    entry.chars += data.length;
    if (entry.chars > maxChars) return refuse(`a message over ${maxChars} characters`);
    entry.pieces.push(data);
    if (last !== true) return undefined;
    open.delete(id);
    try {
      return { message: JSON.parse(entry.pieces.join('')) };
    } catch {
      return { error: `the parts of ${id} do not make JSON` };
    }
  };
}
