import type { PageMetadata } from '@/lib/api/schemas/scrape-response';

/** A metadata field's text: a page may declare one several times (a list), so its first non-blank value, trimmed. */
export function metadataText(value: unknown): string | undefined {
  for (const item of [value].flat()) if (typeof item === 'string' && item.trim()) return item.trim();
  return undefined;
}

/** The text of the first of `keys` (the names pages and the service use for one fact) that has one. */
export function firstMetadataText(
  metadata: PageMetadata | null | undefined,
  keys: readonly string[],
): string | undefined {
  for (const key of keys) {
    const text = metadataText(metadata?.[key]);
    if (text) return text;
  }
  return undefined;
}

/** A page's own title from a result's metadata: its title, else its Open Graph title. */
export const pageTitle = (metadata: PageMetadata | null | undefined): string | undefined =>
  firstMetadataText(metadata, ['title', 'ogTitle', 'og:title']);
