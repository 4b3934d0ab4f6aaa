// The one rule for naming a saved file: every download and every page in an export ZIP.

/**
 * Longest name kept, in UTF-8 bytes: file systems count bytes (255), not characters (100 Korean
 * ones are 300 bytes), and a " (2)" and the extension still have to fit.
 */
const MAX_NAME_BYTES = 120;
// Characters no file system (or the one Windows user) accepts, control and format characters.
const UNSAFE = /[\p{Cc}\p{Cf}<>:"/\\|?*]+/gu;
// Names Windows keeps for devices, whatever the extension.
const RESERVED = /^(?:con|prn|aux|nul|com\d|lpt\d)$/i;

/** A URL as "host-path" (a title is the better name; this is the fallback); anything else as given. */
function readable(source: string): string {
  try {
    const url = new URL(source);
    if (url.hostname) return `${url.hostname}${url.pathname}`.replace(/\/+/g, '-').replace(/-+$/, '');
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
 * The base of a file's name: the first candidate that leaves a name (a page's title, else its
 * URL as host and path, else a file name), safe on every file system; `fallback`, which says
 * what the file holds, when none does.
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

/**
 * Names each file once within a folder: the second "Title.md" is "Title (2).md", and so on.
 * Compared without case, as Windows and macOS do.
 */
export function uniqueNames() {
  const used = new Set<string>();
  return (base: string, extension: string): string => {
    for (let n = 1; ; n++) {
      const name = n === 1 ? `${base}.${extension}` : `${base} (${n}).${extension}`;
      if (!used.has(name.toLowerCase())) {
        used.add(name.toLowerCase());
        return name;
      }
    }
  };
}
