// What Browser.getVersion and /json/version say: the browser the tab runs in, read from the
// worker's navigator. Chrome's user agent carries only the major version ("Chrome/156.0.0.0");
// the full one comes from the user agent's client hints.

export interface BrowserFacts {
  /** "Chrome/156.0.8078.129" ("HeadlessChrome/…" in headless mode, as Chrome says itself). */
  product: string;
  userAgent: string;
}

type UaData = {
  getHighEntropyValues?(hints: string[]): Promise<{ fullVersionList?: { brand: string; version: string }[] }>;
};

/** The brands whose version is Chromium's own, in the order to prefer. */
const BRANDS = ['Google Chrome', 'Chromium', 'Microsoft Edge'];

export async function browserFacts(nav: Navigator = navigator): Promise<BrowserFacts> {
  const userAgent = nav.userAgent;
  const named = /(HeadlessChrome|Chrome)\/([\d.]+)/.exec(userAgent);
  let version = named?.[2] ?? '';
  try {
    const hints = await (nav as Navigator & { userAgentData?: UaData }).userAgentData?.getHighEntropyValues?.([
      'fullVersionList',
    ]);
    const full = BRANDS.map((brand) => hints?.fullVersionList?.find((entry) => entry.brand === brand)).find(Boolean);
    if (full?.version) version = full.version;
  } catch {
    // The user agent's major version will do.
  }
  return { product: `${named?.[1] ?? 'Chrome'}/${version}`, userAgent };
}
