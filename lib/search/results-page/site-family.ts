// Which links are the engine's own: its site, its subdomains (images., r.search.), not another
// site. No list of sites: the last two labels of a name (three under a short second level, as in
// example.co.uk), or the whole host for an address or a name with one label.

const IP_OR_SINGLE = /^(\d+\.\d+\.\d+\.\d+|\[[\da-f:.]+\]|[^.]+)$/i;

/** The part of a host that names its site. */
export function siteFamily(url: URL): string {
  const hostname = url.hostname.toLowerCase();
  if (IP_OR_SINGLE.test(hostname)) return url.host.toLowerCase();
  const labels = hostname.split('.');
  const shortSecond = labels.length >= 3 && labels.at(-1)!.length === 2 && labels.at(-2)!.length <= 3;
  return labels.slice(shortSecond ? -3 : -2).join('.');
}

export const sameFamily = (a: URL, b: URL): boolean => siteFamily(a) === siteFamily(b);
