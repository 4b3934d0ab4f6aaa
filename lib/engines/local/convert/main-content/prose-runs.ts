/**
 * How a run of inline text (the text between two blocks) counts once it ends: prose when long
 * enough and light on links, else structured content inside a content block, its links junk.
 */
import type { NodeStats } from '@/lib/engines/local/convert/main-content/node-stats';

/** Shortest run of text that can count as a paragraph of prose. */
export const MIN_PARAGRAPH = 50;
const MAX_PARAGRAPH_LINK_DENSITY = 0.35;
/** A short run counts as structured content when at most this share of it is links. */
const MAX_STRUCTURED_LINK_DENSITY = 0.5;
/** Paragraphs this long count fully when choosing the container; shorter ones proportionally less. */
const FULL_PARAGRAPH = 200;

/** Adds a finished run of `text` characters, `link` of them in links, to `s`. */
export function countRun(s: NodeStats, text: number, link: number, inContent: boolean): void {
  s.text += text;
  s.link += link;
  if (text >= MIN_PARAGRAPH && link <= text * MAX_PARAGRAPH_LINK_DENSITY) {
    s.prose += text;
    s.weighted += text * Math.min(1, text / FULL_PARAGRAPH);
    s.rawProse += text;
    return;
  }
  if (inContent && link <= text * MAX_STRUCTURED_LINK_DENSITY) s.structured += text - link;
  s.bad += link;
}
