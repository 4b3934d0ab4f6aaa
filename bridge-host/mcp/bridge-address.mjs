// Where the bridge listens and the token it wants, from the environment names firecrawl-mcp reads,
// so one config block serves both servers. This server speaks to the bridge on this computer only:
// it sends the user's browser's answers nowhere else, and the bridge's token to nothing else.

const WHERE_TO_LOOK = "as the extension's Settings show it in the Bridge section";

/**
 * @typedef {{ apiUrl: string, token: string | undefined }} BridgeAddress
 *   `apiUrl`: `http://127.0.0.1:PORT`, no trailing slash. `token`: undefined when none is set, which
 *   each tool then reports (an agent shows a tool's words, not a server's stderr).
 */

/**
 * The bridge's address and token, or why the address cannot be the bridge's.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ ok: true, address: BridgeAddress } | { ok: false, problem: string }}
 */
export function readBridgeAddress(env) {
  const raw = env.FIRECRAWL_API_URL?.trim();
  if (!raw)
    return { ok: false, problem: `FIRECRAWL_API_URL is not set. Set it to the bridge's address, ${WHERE_TO_LOOK}.` };
  /** @type {URL} */
  let url;
  try {
    url = new URL(raw);
  } catch {
    return {
      ok: false,
      problem: `FIRECRAWL_API_URL (${raw}) is not a URL. Set it to the bridge's address, ${WHERE_TO_LOOK}.`,
    };
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  const bare = url.pathname === '/' && !url.search && !url.hash;
  // Shown without any user name or password the URL holds, which the bridge never takes.
  const shown = `${url.protocol}//${url.host}${url.pathname}${url.search}`;
  const extra = url.username || url.password ? ' with a user name or password' : '';
  if (url.protocol !== 'http:' || !loopback || !url.port || !bare || extra)
    return {
      ok: false,
      problem:
        `FIRECRAWL_API_URL must be the bridge's address on this computer, http://127.0.0.1:PORT or ` +
        `http://localhost:PORT, ${WHERE_TO_LOOK}; it is ${shown}${extra}. This server only speaks to the bridge ` +
        'in your browser: for the hosted service, use firecrawl-mcp.',
    };
  // The bridge listens on 127.0.0.1 only, and localhost may resolve to ::1 first.
  const token = env.FIRECRAWL_API_KEY?.trim() || undefined;
  return { ok: true, address: { apiUrl: `http://127.0.0.1:${url.port}`, token } };
}
