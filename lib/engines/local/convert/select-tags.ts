/** includeTags / excludeTags: CSS selectors (a bare tag name is a selector too), invalid ones ignored. */

function validSelectors(doc: Document, selectors: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of selectors) {
    const selector = raw.trim();
    if (!selector) continue;
    try {
      doc.createDocumentFragment().querySelector(selector);
      out.push(selector);
    } catch {
      // An invalid selector selects nothing.
    }
  }
  return out;
}

/** The outermost elements matching any include selector, in document order. */
export function includedRoots(doc: Document, selectors: readonly string[]): Element[] {
  const valid = validSelectors(doc, selectors);
  if (valid.length === 0) return [];
  const roots: Element[] = [];
  for (const el of doc.querySelectorAll(valid.join(','))) {
    const last = roots[roots.length - 1];
    if (last && last.contains(el)) continue;
    roots.push(el);
  }
  return roots;
}

/** Adds every element matching an exclude selector to `removed`. */
export function addExcluded(doc: Document, selectors: readonly string[], removed: Set<Element>): void {
  const valid = validSelectors(doc, selectors);
  if (valid.length === 0) return;
  for (const el of doc.querySelectorAll(valid.join(','))) removed.add(el);
}
