/**
 * Links whose address contains the pattern: plain text, with `*` standing for any characters
 * (`/blog/*` , `*.pdf`). Case-insensitive; an empty pattern keeps every link.
 */
export function linksMatching(links: readonly string[], pattern: string): string[] {
  const text = pattern.trim();
  if (!text) return [...links];
  const regex = new RegExp(
    text
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*'),
    'i',
  );
  return links.filter((link) => regex.test(link));
}
