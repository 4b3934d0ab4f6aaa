// An engine often wraps a result's address in a redirect of its own (a click counter): the real
// address is one of its query parameters or path segments, percent- or base64-encoded. Only the
// engine's own links are unwrapped: a result that is itself a link with a `url=` parameter stays.

const HTTP = /^https?:\/\//i;

function asAddress(value: string): URL | undefined {
  if (!HTTP.test(value)) return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function decodedOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function base64Address(value: string): URL | undefined {
  // A short prefix may mark the encoding (a1…): tried with and without it.
  for (const text of [value, value.slice(2)]) {
    if (!/^[A-Za-z0-9_-]{12,}={0,2}$/.test(text)) continue;
    try {
      const padded = text
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(text.length / 4) * 4, '=');
      const found = asAddress(atob(padded));
      if (found) return found;
    } catch {
      // not base64
    }
  }
  return undefined;
}

/** The address a value holds: itself, percent-decoded (up to twice), or base64. */
export function addressIn(value: string): URL | undefined {
  const once = decodedOnce(value);
  return asAddress(value) ?? asAddress(once) ?? asAddress(decodedOnce(once)) ?? base64Address(value);
}

/** The address a wrapper link on the engine's site leads to, or undefined when it is not a wrapper. */
export function unwrapRedirect(link: URL): URL | undefined {
  for (const [, value] of link.searchParams) {
    const found = addressIn(value);
    if (found) return found;
  }
  // Path segments holding an address: `/RU=<encoded>/RK=…`, `/l/<encoded>`.
  for (const segment of link.pathname.split('/')) {
    const value = segment.includes('=') ? segment.slice(segment.indexOf('=') + 1) : segment;
    if (value.length < 10) continue;
    const found = addressIn(value);
    if (found) return found;
  }
  return undefined;
}
