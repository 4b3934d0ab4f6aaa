import { hasAdLabel, isAdLabel, markedAsAd, sponsoredLink } from '@/lib/search/results-page/ad-signals';
import { BLOCKS, collapse, isHidden, looksLikeAddress, visibleText } from '@/lib/search/results-page/page-text';
import type { PageLink } from '@/lib/search/results-page/result-links';

// Organic results, found by what every engine's page shares rather than by any engine's markup:
// a result is a link to another site whose text is a heading (h1–h6 or role="heading", the link
// in the heading or the heading in the link). Where a page has no such headings, a result is one
// of a run of like siblings (same tag and class) that each hold a link to another site. A
// result's block is the largest element around its link that holds no other result; its
// description is the longest run of text there that is not its title, an address or a short link.

export interface Candidate {
  link: PageLink;
  title: string;
  /** The element that stands for the result in the page: its heading, or its link. */
  anchor: Element;
}

export interface ResultBlock extends Candidate {
  /** The elements of its block, in page order (one, or a heading and the siblings that follow it). */
  parts: Element[];
  ad: boolean;
}

const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

/** Results whose title is a heading: the link in a heading, or a heading in the link. */
export function headingCandidates(links: readonly PageLink[]): Candidate[] {
  const found: Candidate[] = [];
  for (const link of links) {
    if (link.own) continue;
    const inHeading = link.element.closest(HEADING);
    const heading = inHeading ?? link.element.querySelector(HEADING);
    if (!heading || isHidden(heading)) continue;
    const title = collapse(visibleText(inHeading ? link.element : heading));
    if (title) found.push({ link, title, anchor: inHeading ?? link.element });
  }
  return found;
}

const signature = (element: Element) => `${element.tagName}.${element.getAttribute('class') ?? ''}`;

/**
 * Results as a run of like siblings: the element with the most children of one tag and class
 * that each hold a link to another site with words for its text; each such child is a result,
 * its first such link the result's.
 */
export function repeatedCandidates(links: readonly PageLink[]): Candidate[] {
  const titled = links.filter((l) => !l.own && isTitle(visibleText(l.element)));
  const byParent = new Map<Element, Map<string, Element[]>>();
  for (const link of titled) {
    for (let child: Element = link.element; child.parentElement; child = child.parentElement) {
      const parent: Element = child.parentElement;
      const groups: Map<string, Element[]> = byParent.get(parent) ?? new Map();
      byParent.set(parent, groups);
      const group: Element[] = groups.get(signature(child)) ?? [];
      if (!group.includes(child)) group.push(child);
      groups.set(signature(child), group);
    }
  }
  let best: Candidate[] = [];
  for (const groups of byParent.values())
    for (const group of groups.values()) {
      if (group.length < 2 || group.length <= best.length) continue;
      const found = group.flatMap((item) => {
        const link = titled.find((l) => item.contains(l.element));
        return link ? [{ link, title: collapse(visibleText(link.element)), anchor: link.element, item }] : [];
      });
      // Results say something beyond their title; a footer's or a menu's links do not.
      const described = found.filter((c) => visibleText(c.item).length - c.title.length >= DESCRIBED);
      if (described.length * 2 >= group.length) best = found.map(({ item: _item, ...candidate }) => candidate);
    }
  return best;
}

/** Characters of text besides its title that make a run's item read as a result. */
const DESCRIBED = 15;

const isTitle = (text: string) => text.length >= 3 && !looksLikeAddress(text);

/** Each candidate with its block, and whether the page marks it as an ad. */
export function blocksOf(candidates: readonly Candidate[]): ResultBlock[] {
  const anchors = candidates.map((c) => c.anchor);
  const holds = (element: Element) => anchors.filter((a) => element.contains(a)).length;
  return candidates.map((candidate) => {
    let block: Element = candidate.anchor;
    while (block.parentElement && block.parentElement.tagName !== 'BODY' && holds(block.parentElement) === 1)
      block = block.parentElement;
    const parts = [block];
    // A heading whose description follows it as siblings (no element wraps the result).
    if (!descriptionOf(parts, candidate)) {
      for (let next = block.nextElementSibling; next && holds(next) === 0; next = next.nextElementSibling)
        parts.push(next);
    }
    return { ...candidate, parts, ad: isAd(block, candidate, holds, anchors.length) };
  });
}

/**
 * Marked as an ad on its block or inside it, or on an element around it that does not hold every
 * result (a class on the whole page's wrapper says nothing about one result).
 */
function isAd(block: Element, candidate: Candidate, holds: (e: Element) => number, all: number): boolean {
  if (sponsoredLink(candidate.link.element) || markedAsAd(block) || hasAdLabel(block)) return true;
  for (let up = block.parentElement; up && up.tagName !== 'BODY' && holds(up) < all; up = up.parentElement)
    if (markedAsAd(up) || ownLabel(up)) return true;
  return false;
}

/** A label child of a group of results ("Sponsored" above the ads it heads). */
const ownLabel = (element: Element) => Array.from(element.children).some((child) => isAdLabel(visibleText(child)));

/** The longest run of text in the block that is not its title, an address, a short link or the engine's. */
export function descriptionOf(parts: readonly Element[], candidate: Candidate): string | undefined {
  const runs = new Map<Element, string[]>();
  const skip = (element: Element) =>
    element === candidate.anchor ||
    element === candidate.link.element ||
    element.tagName === 'CITE' ||
    (element.tagName === 'A' && shortOrAddressLink(element as HTMLAnchorElement));
  const walk = (node: Node, run: Element) => {
    if (node.nodeType === 3) {
      const text = node.textContent ?? '';
      if (text.trim()) runs.set(run, [...(runs.get(run) ?? []), text]);
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    if (isHidden(element) || skip(element)) return;
    const inner = BLOCKS.has(element.tagName) ? element : run;
    for (const child of Array.from(element.childNodes)) walk(child, inner);
  };
  for (const part of parts) walk(part, part);
  let best = '';
  for (const texts of runs.values()) {
    const text = collapse(texts.join(''));
    if (text.length > best.length && text !== candidate.title && !looksLikeAddress(text)) best = text;
  }
  return best || undefined;
}

/** A link that is not the description: an address (the result's, shown again), or a few words (Cached, Similar). */
function shortOrAddressLink(element: HTMLAnchorElement): boolean {
  const text = collapse(element.textContent ?? '');
  return text.length < 25 || looksLikeAddress(text);
}
