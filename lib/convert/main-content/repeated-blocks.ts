/**
 * A block whose text repeats an earlier block word for word is a second copy of it: pages ship the
 * same table, list or section twice for narrow and wide screens (one hidden by a stylesheet), or
 * repeat a summary in a sticky bar. The reader sees one; the first copy stays, later ones go.
 */
import { clean } from '../article-header/header-text.ts';
import type { PageStats } from './page-stats.ts';

/** Shorter blocks repeat by chance (a price, "Add to cart", a date); only longer ones are copies. */
const MIN_REPEATED_TEXT = 150;
/**
 * Only a block made of blocks (a table, a list, a section) is a copy: a paragraph may repeat on
 * purpose (the same recipe on two days of a meal plan, a refrain).
 */
const PARTS = 'p, li, tr, div, section, h2, h3, h4, dt, dd';

const BLANK = /^\s*$/;

/** `child` is all of `el`'s text: its one element, beside nothing but spaces and comments. */
function holdsAllText(el: Element, child: Element): boolean {
  if (el.firstElementChild !== child || el.lastElementChild !== child) return false;
  for (let node = el.firstChild; node; node = node.nextSibling)
    if ((node.nodeType === 3 || node.nodeType === 4) && !BLANK.test((node as Text).data)) return false;
  return true;
}

/** Marks later copies of repeated blocks under `root` in `removed`. */
export function pruneRepeatedBlocks(root: Element, page: PageStats, removed: Set<Element>): void {
  const firstCopy = new Map<string, Element>();
  /**
   * `key`: the text of `el` when its first copy is `el` or holds it. A wrapper's only child has
   * that same text and the same first copy, which holds it: it is not read again.
   */
  const visit = (el: Element, key: string | undefined): void => {
    for (let child = el.firstElementChild; child; child = child.nextElementSibling) {
      if (removed.has(child) || page.hidden.has(child)) continue;
      const s = page.stats.get(child);
      if (!s || s.text < MIN_REPEATED_TEXT) continue;
      if (key !== undefined && holdsAllText(el, child)) {
        visit(child, key);
        continue;
      }
      let childKey: string | undefined;
      if (s.block && child.querySelector(PARTS) !== null) {
        const text = clean(child.textContent);
        const first = firstCopy.get(text);
        // A wrapper and its only child share their text; a quote in a reply repeats on purpose.
        if (first && !first.contains(child)) {
          if (!child.closest('blockquote')) {
            removed.add(child);
            continue;
          }
        } else {
          if (!first) firstCopy.set(text, child);
          childKey = text;
        }
      }
      visit(child, childKey);
    }
  };
  visit(root, undefined);
}
