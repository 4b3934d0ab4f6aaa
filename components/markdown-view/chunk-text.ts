/** Below this size a text is rendered in one go; above it, in chunks as it scrolls into view. */
export const CHUNK_THRESHOLD = 48_000;
/** Target chunk size: small enough that parsing, sanitizing and laying out one stays well under a frame budget. */
export const CHUNK_TARGET = 8_000;

/** A chunk that grows past this many targets without a blank line is cut at a line end. */
const HARD_LIMIT = 6;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Splits markdown into chunks of about `target` characters at block boundaries: a blank line
 * outside a fenced code block, so no paragraph, list item, table or code block is cut (a list
 * whose items are separated by blank lines may restart; reference-style links defined in
 * another chunk stay unresolved). A block longer than the target is kept whole.
 */
export function chunkMarkdown(markdown: string, target = CHUNK_TARGET): string[] {
  const chunks: string[] = [];
  let start = 0;
  let fence: string | undefined;
  let pos = 0;
  let reopen = '';
  while (pos < markdown.length) {
    const end = markdown.indexOf('\n', pos);
    const lineEnd = end === -1 ? markdown.length : end;
    const line = markdown.slice(pos, lineEnd);
    const marker = FENCE.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length)))
      fence = fence ? undefined : marker;
    const next = lineEnd + 1;
    if (!fence && line.trim() === '' && lineEnd - start >= target) {
      chunks.push(reopen + markdown.slice(start, Math.max(start, pos - 1)));
      start = next;
      reopen = '';
    } else if (lineEnd - start >= target * HARD_LIMIT) {
      // No blank line for far too long (a huge table or code block): cut at a line end anyway,
      // closing an open code fence here and reopening it in the next chunk.
      chunks.push(reopen + markdown.slice(start, next) + (fence ? `${fence}\n` : ''));
      reopen = fence ? `${fence}\n` : '';
      start = next;
    }
    pos = next;
  }
  if (start < markdown.length) chunks.push(reopen + markdown.slice(start));
  return chunks;
}

/** Splits plain text (code, raw markdown) at line ends into chunks of about `target` characters. */
export function chunkLines(text: string, target = CHUNK_TARGET): string[] {
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = start + target;
    if (end >= text.length) end = text.length;
    else {
      const newline = text.indexOf('\n', end);
      end = newline === -1 ? text.length : newline + 1;
    }
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}

/** A placeholder's height before its chunk is rendered, from its line count and width. */
export function estimateHeight(chunk: string, lineHeightPx = 22, charsPerLine = 70): number {
  let lines = 0;
  let pos = 0;
  while (pos <= chunk.length) {
    const end = chunk.indexOf('\n', pos);
    const len = (end === -1 ? chunk.length : end) - pos;
    lines += Math.max(1, Math.ceil(len / charsPerLine));
    if (end === -1) break;
    pos = end + 1;
  }
  return lines * lineHeightPx;
}
