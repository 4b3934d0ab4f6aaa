/** Saves a Blob under `fileName` through a temporary object URL (no downloads permission needed). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // The click starts the download synchronously; the URL can go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text as a file; `type` is its MIME type (text/markdown, text/html, application/json). */
export function downloadText(text: string, fileName: string, type = 'text/plain'): void {
  downloadBlob(new Blob([text], { type: `${type};charset=utf-8` }), fileName);
}

/** Longest name kept, in UTF-8 bytes: file systems allow 255, and the browser adds " (1)" and the extension. */
const MAX_NAME_BYTES = 120;
// Characters no file system (or the one Windows user) accepts, control and format characters.
const UNSAFE = /[\p{Cc}\p{Cf}<>:"/\\|?*]+/gu;
const RESERVED = /^(?:con|prn|aux|nul|com\d|lpt\d)$/i;

/** A URL as "host-path" (a title is the better name; this is the fallback); anything else as given. */
function readable(source: string): string {
  try {
    const url = new URL(source);
    if (url.hostname) return `${url.hostname}${url.pathname}`.replace(/\/+/g, '-');
  } catch {
    // not a URL: a title or a file name
  }
  return source;
}

/** One candidate made safe for every file system: one line, no reserved characters, capped. */
function safeBase(source: string): string {
  let name = readable(source)
    .normalize('NFC')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.]+$/g, '');
  const encoder = new TextEncoder();
  if (encoder.encode(name).length > MAX_NAME_BYTES) {
    let cut = '';
    for (const ch of name) {
      if (encoder.encode(cut + ch).length > MAX_NAME_BYTES) break;
      cut += ch;
    }
    name = cut.replace(/[\s.-]+$/, '');
  }
  return RESERVED.test(name) ? `${name}_` : name;
}

/**
 * The one way every download is named: the first candidate that leaves a name (a page's title,
 * else its URL as host and path, else a file name), safe on every file system; `fallback` if none.
 */
export function fileBaseFrom(
  candidates: string | undefined | readonly (string | undefined)[],
  fallback = 'result',
): string {
  const list = typeof candidates === 'string' || candidates === undefined ? [candidates] : candidates;
  for (const candidate of list) {
    const name = candidate ? safeBase(candidate) : '';
    if (name) return name;
  }
  return fallback;
}

/** `fileBaseFrom` with an extension. */
export function fileNameFrom(
  candidates: string | undefined | readonly (string | undefined)[],
  extension: string,
  fallback = 'result',
): string {
  return `${fileBaseFrom(candidates, fallback)}.${extension}`;
}
