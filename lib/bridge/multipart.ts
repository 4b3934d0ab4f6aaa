// multipart/form-data (RFC 7578) read from the bytes the host relays: enough for POST /v2/parse,
// a `file` part and an `options` text field. Parts are byte ranges of the body; only headers and
// text fields are decoded.

export interface MultipartPart {
  /** The form field's name. */
  name: string;
  /** Set on a file part. */
  fileName?: string;
  contentType?: string;
  bytes: Uint8Array;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const CRLF = encoder.encode('\r\n');
const HEADERS_END = encoder.encode('\r\n\r\n');

/** The boundary a multipart Content-Type names, if it is one. */
export function boundaryOf(contentType: string): string | undefined {
  if (!/^multipart\/form-data\b/i.test(contentType.trim())) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

function indexOf(bytes: Uint8Array, needle: Uint8Array, from: number): number {
  for (let at = bytes.indexOf(needle[0]!, from); at !== -1; at = bytes.indexOf(needle[0]!, at + 1)) {
    if (at + needle.length > bytes.length) return -1;
    let matched = 1;
    while (matched < needle.length && bytes[at + matched] === needle[matched]) matched++;
    if (matched === needle.length) return at;
  }
  return -1;
}

const startsWith = (bytes: Uint8Array, at: number, prefix: Uint8Array) =>
  prefix.every((byte, index) => bytes[at + index] === byte);

/** A header parameter (`name="file"`), quoted or not. */
const parameter = (header: string, name: string): string | undefined => {
  const match = new RegExp(`;\\s*${name}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]+))`, 'i').exec(header);
  const value = match?.[1] ?? match?.[2];
  return value?.replace(/\\(.)/g, '$1');
};

function readPart(head: string, bytes: Uint8Array): MultipartPart | undefined {
  const headers = new Map(
    head.split('\r\n').flatMap((line) => {
      const colon = line.indexOf(':');
      return colon > 0 ? [[line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const] : [];
    }),
  );
  const disposition = headers.get('content-disposition');
  if (!disposition || !/^form-data\b/i.test(disposition)) return undefined;
  const name = parameter(disposition, 'name');
  if (name === undefined) return undefined;
  const fileName = parameter(disposition, 'filename');
  return { name, bytes, ...(fileName !== undefined && { fileName }), contentType: headers.get('content-type') };
}

/** The parts of a multipart/form-data body, in order; undefined when the body is not one. */
export function readMultipart(bytes: Uint8Array, contentType: string): MultipartPart[] | undefined {
  const boundary = boundaryOf(contentType);
  if (!boundary) return undefined;
  const delimiter = encoder.encode(`--${boundary}`);
  const between = encoder.encode(`\r\n--${boundary}`);
  let at = indexOf(bytes, delimiter, 0);
  if (at < 0) return undefined;
  const parts: MultipartPart[] = [];
  for (;;) {
    at += delimiter.length;
    if (bytes[at] === 0x2d && bytes[at + 1] === 0x2d) return parts; // "--": the closing delimiter
    if (!startsWith(bytes, at, CRLF)) return undefined;
    const headersEnd = indexOf(bytes, HEADERS_END, at);
    if (headersEnd < 0) return undefined;
    const next = indexOf(bytes, between, headersEnd + HEADERS_END.length);
    if (next < 0) return undefined;
    const part = readPart(
      decoder.decode(bytes.subarray(at + CRLF.length, headersEnd)),
      bytes.subarray(headersEnd + HEADERS_END.length, next),
    );
    if (!part) return undefined;
    parts.push(part);
    at = next + CRLF.length;
  }
}

/** Base64 as bytes; undefined when it is not base64. */
export function fromBase64(text: string): Uint8Array | undefined {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return undefined;
  }
}

export const partText = (part: MultipartPart): string => decoder.decode(part.bytes);
