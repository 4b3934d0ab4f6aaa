import { MESSAGES } from '../messages';

// Fetches the page to scrape. Only loopback targets are fetched (tests point scrapes at a
// fixture server); public URLs go to options.fixtureOrigin when set, else fail like DNS.
export interface FetchedPage {
  ok: true;
  status: number;
  finalUrl: string;
  contentType: string;
  bytes: Buffer;
}
export interface FetchFailure {
  ok: false;
  status: number;
  body: Record<string, unknown>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export async function fetchPage(
  url: string,
  opts: { timeoutMs: number; headers?: Record<string, string>; fixtureOrigin?: string },
): Promise<FetchedPage | FetchFailure> {
  const requested = new URL(url);
  const host = requested.hostname;
  const dns = (): FetchFailure => ({
    ok: false,
    status: 200,
    body: { success: false, code: 'SCRAPE_DNS_RESOLUTION_ERROR', error: MESSAGES.dnsFailure(host) },
  });
  if (host.endsWith('.invalid')) return dns();
  let target = requested.href;
  const local = LOOPBACK.has(host);
  if (!local) {
    if (!opts.fixtureOrigin) return dns();
    target = new URL(requested.pathname + requested.search, opts.fixtureOrigin).href;
  }
  try {
    const response = await fetch(target, {
      headers: { 'user-agent': 'contract-server-scraper', ...opts.headers },
      signal: AbortSignal.timeout(opts.timeoutMs),
      redirect: 'follow',
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    // A redirect inside the fixture server stays on the URL the client asked for.
    const landed = new URL(response.url || target);
    const finalUrl = local ? landed.href : new URL(landed.pathname + landed.search, requested.origin).href;
    return {
      ok: true,
      status: response.status,
      finalUrl,
      contentType: response.headers.get('content-type') ?? '',
      bytes,
    };
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return { ok: false, status: 408, body: { success: false, code: 'SCRAPE_TIMEOUT', error: MESSAGES.timeout } };
    }
    return {
      ok: false,
      status: 500,
      body: { success: false, code: 'SCRAPE_ALL_ENGINES_FAILED', error: MESSAGES.allEnginesFailed },
    };
  }
}
