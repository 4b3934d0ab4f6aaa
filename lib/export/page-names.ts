/** Characters no file system accepts in a name, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]+/g;
const MAX_LENGTH = 100;

/** A readable file name from a page's title: its words kept, what file systems refuse dropped. */
export function fileBaseName(title: string | undefined, url: string): string {
  let base = (title ?? '')
    .replace(FORBIDDEN, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '');
  if (!base) {
    try {
      const u = new URL(url);
      base = `${u.hostname}${u.pathname}`
        .replace(FORBIDDEN, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/\s/g, '-')
        .replace(/-+$/, '');
    } catch {
      base = 'page';
    }
  }
  return [...base].slice(0, MAX_LENGTH).join('').trim() || 'page';
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
