import { ApiError } from '@/lib/api/api-error';
import { isHttpError } from '@/lib/api/http-status';
import { formatBytes } from '@/lib/i18n/format-bytes';
import { t } from '@/lib/i18n/t';
import { documentKind, kindOfType, type DocumentKind } from '@/lib/engines/local/document/document-kind';
import { readUpTo } from '@/lib/engines/local/document/fetch-bytes';

// A document's bytes fetched from the background with the user's cookies, as the tab would load
// them, so a file behind a login answers as it answers the user. Bounded in size and in time.

const DEADLINE_MS = 30_000;

/** A document fetched: its kind, bytes, and what the answer said of itself. */
export interface FetchedDocument {
  kind: DocumentKind;
  bytes: Uint8Array;
  status: number;
  /** The address it answered at, after redirects. */
  url: string;
  /** The answer's Content-Type as sent; empty when it sent none. */
  contentType: string;
}

/**
 * GETs an address with the browser's cookies and keeps it when it is a document (documentKind: its
 * content type, else its extension, else its first bytes). Undefined, the body left unread, when the
 * answer is a page or an HTTP error (the tab reads those as pages, with their status). A file over
 * `maxBytes` is refused; a network failure or an abort rejects.
 */
export async function fetchDocument(
  url: string,
  signal: AbortSignal,
  maxBytes: number,
): Promise<FetchedDocument | undefined> {
  const response = await fetch(url, {
    credentials: 'include',
    redirect: 'follow',
    signal: AbortSignal.any([signal, AbortSignal.timeout(DEADLINE_MS)]),
  });
  const contentType = response.headers.get('content-type') ?? '';
  const at = response.url || url;
  if (!response.body || isHttpError(response.status) || kindOfType(contentType) === 'page') {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  const tooLarge = () =>
    new ApiError({ kind: 'too-large', message: t('localScrape_documentTooLarge', url, formatBytes(maxBytes)) });
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const { bytes, truncated } = await readUpTo(response.body, maxBytes);
  if (truncated) throw tooLarge();
  const kind = documentKind(at, contentType, bytes) ?? documentKind(url, contentType, bytes);
  return kind && { kind, bytes, status: response.status, url: at, contentType };
}
