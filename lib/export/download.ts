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
