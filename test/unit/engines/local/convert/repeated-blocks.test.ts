// @vitest-environment happy-dom
// A wrapper's only child has the wrapper's text, so its key is not read again, and a block's text
// is read only when another of its visible length was seen: the copies pruned must be exactly
// those the plain rule prunes (every block read), on many generated pages of nested wrappers,
// copies, quotes, spaces, comments and hidden parts.
import { describe, expect, test } from 'vitest';
import { scorePage, type PageStats } from '@/lib/engines/local/convert/main-content/page-stats';
import { pruneRepeatedBlocks } from '@/lib/engines/local/convert/main-content/repeated-blocks';
import { seededRandom } from '../../../../support/seeded-random';

/**
 * The rule as first written: every block of 80 characters or more has its text read, and a copy
 * is a block that shows as much text (the walk's visible length) and has the same text.
 */
function plainRule(root: Element, page: PageStats, removed: Set<Element>): void {
  const firstCopy = new Map<string, Element>();
  const visit = (el: Element): void => {
    for (let child = el.firstElementChild; child; child = child.nextElementSibling) {
      if (removed.has(child) || page.hidden.has(child)) continue;
      const s = page.stats.get(child);
      if (!s || s.text < 80) continue;
      if (s.block && child.querySelector('p, li, tr, div, section, h2, h3, h4, dt, dd') !== null) {
        const key = `${s.text} ${(child.textContent ?? '').replace(/\s+/g, ' ').trim()}`;
        const first = firstCopy.get(key);
        if (first && !first.contains(child) && !child.closest('blockquote')) {
          removed.add(child);
          continue;
        }
        if (!first) firstCopy.set(key, child);
      }
      visit(child);
    }
  };
  visit(root);
}

const SENTENCE = 'A sentence long enough that a few of them make a block worth copying. ';
const SECTIONS = [
  `<ul><li>${SENTENCE}</li><li>${SENTENCE}one</li><li>${SENTENCE}two</li></ul>`,
  `<table><tr><td>${SENTENCE}</td><td>${SENTENCE}cell</td></tr><tr><td>${SENTENCE}row</td></tr></table>`,
  `<p>${SENTENCE}</p><p>${SENTENCE}${SENTENCE}</p><p>${SENTENCE}end</p>`,
];

/** Markup of nested wrappers around copies of a few sections, with spaces, comments, quotes and stray text. */
function page(next: (n: number) => number, depth: number): string {
  if (depth === 0 || next(4) === 0) return SECTIONS[next(SECTIONS.length)]!;
  const wrap = ['div', 'section', 'blockquote', 'article', 'span'][next(5)]!;
  const count = next(3) === 0 ? 2 + next(2) : 1;
  const parts = Array.from({ length: count }, () => page(next, depth - 1));
  const around = ['', '\n  ', '<!-- c -->', ' ', 'text beside it '][next(5)]!;
  const hidden = next(8) === 0 ? ' hidden' : '';
  return `<${wrap}${hidden}>${around}${parts.join(around)}${next(2) ? around : ''}</${wrap}>`;
}

describe('repeated blocks', () => {
  test('prunes the same copies as the rule that reads every block', () => {
    const next = seededRandom(7);
    let pruned = 0;
    for (let i = 0; i < 300; i++) {
      const body = Array.from({ length: 2 + next(4) }, () => page(next, 5)).join('\n');
      const doc = new DOMParser().parseFromString(`<html><body>${body}</body></html>`, 'text/html');
      const stats = scorePage(doc.body, new Set());
      const expected = new Set<Element>();
      plainRule(doc.body, stats, expected);
      const removed = new Set<Element>();
      pruneRepeatedBlocks(doc.body, stats, removed);
      expect([...removed], `page ${i}: ${body.slice(0, 300)}`).toEqual([...expected]);
      pruned += expected.size;
    }
    // Copies were found and pruned, not only pages without any.
    expect(pruned).toBeGreaterThan(100);
  });
});
