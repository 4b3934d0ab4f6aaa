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

/** A file name from a URL or title: letters, digits, dot, dash; at most 80 characters. */
export function fileNameFrom(source: string | undefined, extension: string, fallback = 'result'): string {
  let base = source ?? '';
  try {
    const url = new URL(base);
    base = `${url.hostname}${url.pathname}`;
  } catch {
    // not a URL: a title or a file name
  }
  const clean = base.replace(/\.[a-z0-9]{1,5}$/i, '').replace(/[^a-z0-9.-]+/gi, '-').replace(/^-+|-+$/g, '').slice(0, 80);
  return `${clean || fallback}.${extension}`;
}
