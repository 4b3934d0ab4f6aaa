/** What is read of a file fetched apart from a tab (a crawl's robots.txt and sitemaps): its status and first bytes. */
export interface FetchedBytes {
  status: number;
  /** The body of a 2xx answer, at most `maxBytes` of it; empty for any other status. */
  bytes: Uint8Array;
  /** The body went on past `maxBytes`, and was not read further. */
  truncated: boolean;
}

/** Fetches one address; a network failure rejects, and so does an abort (with the signal's reason). */
export type FetchBytes = (url: string, options: { maxBytes: number; signal?: AbortSignal }) => Promise<FetchedBytes>;

/**
 * A FetchBytes over a fetch function (the platform's, or a test's), reading the body as a stream
 * so a huge file costs `maxBytes`, not its size. `init` is the crawl's choice of credentials and
 * cache, applied to every request.
 */
export const fetchBytesWith =
  (fetchImpl: typeof fetch, init: RequestInit = {}): FetchBytes =>
  async (url, { maxBytes, signal }) => {
    const response = await fetchImpl(url, { ...init, signal });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      return { status: response.status, bytes: new Uint8Array(0), truncated: false };
    }
    const { bytes, truncated } = await readUpTo(response.body, maxBytes);
    return { status: response.status, bytes, truncated };
  };

/** The first `maxBytes` of a stream, and whether there was more (the rest is cancelled, not read). */
export async function readUpTo(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<{ bytes: Uint8Array; truncated: boolean }> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > maxBytes) {
      chunks.push(value.subarray(0, maxBytes - size));
      truncated = true;
      await reader.cancel().catch(() => undefined);
      break;
    }
    chunks.push(value);
    size += value.byteLength;
  }
  return { bytes: new Uint8Array(await new Blob(chunks as Uint8Array<ArrayBuffer>[]).arrayBuffer()), truncated };
}
