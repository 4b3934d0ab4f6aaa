/** JSON-LD blocks longer than this are not read (a whole catalogue in a script). */
const MAX_LD = 200_000;

/** Every JSON-LD block of the document, parsed; a broken or oversized block says nothing. */
export function jsonLdBlocks(doc: Document): unknown[] {
  const out: unknown[] = [];
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    const text = script.textContent ?? '';
    if (text.length > MAX_LD) continue;
    try {
      out.push(JSON.parse(text) as unknown);
    } catch {
      // A page's broken JSON-LD says nothing.
    }
  }
  return out;
}
