/** An Open Graph (or product) meta tag's content, written with `property` or `name`; '' when absent. */
export function ogTag(doc: Document, name: string): string {
  const meta = doc.querySelector(`meta[property="${name}"], meta[name="${name}"]`);
  return (meta?.getAttribute('content') ?? '').replace(/\s+/g, ' ').trim();
}
