/**
 * Link marks inside PDF text: a run under a link annotation is wrapped as START text MID url END
 * (private-use characters no PDF text holds), so lines, blocks and tables carry their links to
 * the markdown and HTML writers, which turn them into [text](url) and <a>.
 */
export const LINK_START = '\uE001';
export const LINK_MID = '\uE002';
export const LINK_END = '\uE003';

/** A link annotation: its rectangle in PDF space and where it goes. */
export interface PdfLink {
  rect: [number, number, number, number];
  url: string;
}

const MARKED = /\uE001([^\uE001-\uE003]*)\uE002([^\uE003]*)\uE003/g;

/** The link whose rectangle holds the point, if any. */
export function linkAt(links: readonly PdfLink[], x: number, y: number): string | undefined {
  for (const {
    rect: [x1, y1, x2, y2],
    url,
  } of links) {
    if (x >= Math.min(x1, x2) && x <= Math.max(x1, x2) && y >= Math.min(y1, y2) && y <= Math.max(y1, y2)) return url;
  }
  return undefined;
}

/** Splits marked text into plain pieces and links, in order. */
export function linkPieces(text: string): ({ text: string } | { text: string; url: string })[] {
  const pieces: ({ text: string } | { text: string; url: string })[] = [];
  let at = 0;
  for (const m of text.matchAll(MARKED)) {
    if (m.index > at) pieces.push({ text: text.slice(at, m.index) });
    pieces.push({ text: m[1]!, url: m[2]! });
    at = m.index + m[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

/** The text without link marks or targets. */
export const plainText = (text: string): string => text.replace(MARKED, '$1');
