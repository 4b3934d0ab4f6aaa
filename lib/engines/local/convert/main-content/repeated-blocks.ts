/**
 * A block whose text repeats an earlier block word for word is a second copy of it: pages ship the
 * same table, list or section twice for narrow and wide screens (one hidden by a stylesheet), or
 * repeat a summary in a sticky bar. The reader sees one; the first copy stays, later ones go.
 */
import { clean } from '@/lib/engines/local/convert/article-header/header-text';
import type { PageStats } from '@/lib/engines/local/convert/main-content/page-stats';

/** Shorter blocks repeat by chance (a price, "Add to cart", a date); only longer ones are copies. */
const MIN_REPEATED_TEXT = 80;
/**
 * Only a block made of blocks (a table, a list, a section) is a copy: a paragraph may repeat on
 * purpose (the same recipe on two days of a meal plan, a refrain).
 */
const PARTS = 'p, li, tr, div, section, h2, h3, h4, dt, dd';

const BLANK = /^\s*$/;

/**
 * A table's parts are never copies: tables on one page share a header row, and rows repeat on
 * purpose. A whole table shipped twice is still one.
 */
const TABLE_PARTS = new Set(['thead', 'tbody', 'tfoot', 'tr']);

/** `child` is all of `el`'s text: its one element, beside nothing but spaces and comments. */
function holdsAllText(el: Element, child: Element): boolean {
  if (el.firstElementChild !== child || el.lastElementChild !== child) return false;
  for (let node = el.firstChild; node; node = node.nextSibling)
    if ((node.nodeType === 3 || node.nodeType === 4) && !BLANK.test((node as Text).data)) return false;
  return true;
}

/**
 * Marks later copies of repeated blocks under `root` in `removed`. A copy shows as much text as
 * its first copy (the walk's visible length) and has the same text. The length is known already,
 * so a block's text is read only once another block of its length is seen: most blocks have a
 * length of their own and are never read.
 */
export function pruneRepeatedBlocks(root: Element, page: PageStats, removed: Set<Element>): void {
  /** The first copies met, by visible length, each with its text once read. */
  const firstCopies = new Map<number, { el: Element; text?: string }[]>();
  /** The first copy `el` repeats (one of its length with its text), or undefined when `el` is a first copy itself. */
  const copyOf = (el: Element, length: number): Element | undefined => {
    const firsts = firstCopies.get(length);
    if (!firsts) {
      firstCopies.set(length, [{ el }]);
      return undefined;
    }
    const text = clean(el.textContent);
    const first = firsts.find((f) => (f.text ??= clean(f.el.textContent)) === text);
    if (!first) firsts.push({ el, text });
    return first?.el;
  };
  /**
   * `inBlock`: `el` is a first copy or inside one. A wrapper's only child has that same text and
   * the same first copy, which holds it: it is not looked at again.
   */
  const visit = (el: Element, inBlock: boolean): void => {
    for (let child = el.firstElementChild; child; child = child.nextElementSibling) {
      if (removed.has(child) || page.hidden.has(child)) continue;
      const s = page.stats.get(child);
      if (!s || s.text < MIN_REPEATED_TEXT) continue;
      if (inBlock && holdsAllText(el, child)) {
        visit(child, inBlock);
        continue;
      }
      let childInBlock = false;
      if (s.block && !TABLE_PARTS.has(child.localName) && child.querySelector(PARTS) !== null) {
        const first = copyOf(child, s.text);
        // A wrapper and its only child share their text; a quote in a reply repeats on purpose.
        if (first && !first.contains(child)) {
          if (!child.closest('blockquote')) {
            removed.add(child);
            continue;
          }
        } else {
          childInBlock = true;
        }
      }
      visit(child, childInBlock);
    }
  };
  visit(root, false);
}
