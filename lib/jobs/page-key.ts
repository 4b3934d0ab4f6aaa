/** A URL without its fragment and trailing slash: "is this the same page" for history. */
export function pageKey(url: string): string {
  try {
    const u = new URL(url);
    u.hash = '';
    return u.href.replace(/\/$/, '');
  } catch {
    return url;
  }
}
