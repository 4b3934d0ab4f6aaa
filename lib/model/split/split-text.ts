/**
 * Splits a page's markdown into parts of at most `maxChars`, on heading and paragraph boundaries
 * where it can (a part then reads as a whole section), on lines and then spaces where a single
 * paragraph is too long. The parts joined with blank lines hold every word of the page.
 */
export function splitText(text: string, maxChars: number): string[] {
  const limit = Math.max(1, Math.floor(maxChars));
  if (text.length <= limit) return [text];
  const blocks = text
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .flatMap((block) => (block.length <= limit ? [block] : splitLong(block, limit)));
  const parts: string[] = [];
  let current = '';
  for (const block of blocks) {
    const joined = current ? `${current}\n\n${block}` : block;
    // A heading starts a new part once the current one is half full: sections stay together.
    const headingBreak = isHeading(block) && current.length >= limit / 2;
    if (current && (joined.length > limit || headingBreak)) {
      parts.push(current);
      current = block;
    } else current = joined;
  }
  if (current) parts.push(current);
  return parts;
}

const isHeading = (block: string) => /^#{1,6}\s/.test(block);

/** A paragraph longer than a part: by lines, then by spaces, then (one long word) anywhere. */
function splitLong(block: string, limit: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const token of block.split(/(?<=\n)|(?<= )/)) {
    if (current.length + token.length <= limit) {
      current += token;
      continue;
    }
    if (current.trim()) pieces.push(current.trim());
    current = '';
    let rest = token;
    while (rest.length > limit) {
      pieces.push(rest.slice(0, limit));
      rest = rest.slice(limit);
    }
    current = rest;
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces;
}
