// URL handling like the real server: a missing scheme means http://, and only http(s) is accepted.
export function normalizeUrl(value: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value.trim()) ? value.trim() : `http://${value.trim()}`;
}

export function urlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(normalizeUrl(value));
  } catch {
    return 'Invalid URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'URL uses unsupported protocol';
  return url.hostname ? undefined : 'Invalid URL';
}
