import { fileExtension } from '@/lib/api/parse-file-rules';
import { LOCAL_TYPES, typeOfExtension, type LocalFileType } from '@/lib/engines/local/parse/file-types';

// Whether an address is a document (PDF, DOCX, …) rather than a page: the one rule, for every local
// entry point (a tab's scrape, a batch, a crawl, a monitor, the bridge, a link). As the service
// decides it: by the address's extension first, then by what the answer says it is.

/** A file the local parser reads that an address may name: every type it reads but HTML, which is a page. */
export type DocumentKind = Exclude<LocalFileType, 'html'>;

const PAGE_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** A content type without its parameters, lower case; empty when none. */
export const mediaType = (contentType: string | undefined) => contentType?.split(';', 1)[0]!.trim().toLowerCase() ?? '';

/** The document kind a content type names, 'page' for an HTML one, undefined when it names neither. */
export function kindOfType(contentType: string | undefined): DocumentKind | 'page' | undefined {
  const type = mediaType(contentType);
  if (!type) return undefined;
  if (PAGE_TYPES.has(type)) return 'page';
  const named = (Object.keys(LOCAL_TYPES) as LocalFileType[]).find((kind) => LOCAL_TYPES[kind].contentType === type);
  return named === 'html' ? 'page' : named;
}

/** The document kind an address's extension names, if any. */
export function kindOfAddress(url: string): DocumentKind | undefined {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const kind = typeOfExtension(fileExtension(path.slice(path.lastIndexOf('/') + 1)));
  return kind === 'html' ? undefined : kind;
}

/**
 * Whether an address is a document for the local parser (LOCAL_TYPES, the one list), and which.
 * A content type, when known, decides: one the parser reads names the kind, an HTML one makes it a
 * page whatever the name says (a viewer page at `/x.pdf`). Otherwise (none, or a generic one such
 * as application/octet-stream) the path's extension decides, and then the bytes: a file that
 * begins `%PDF-` is a PDF, as the service sniffs an octet stream.
 */
export function documentKind(url: string, contentType?: string, firstBytes?: Uint8Array): DocumentKind | undefined {
  const typed = kindOfType(contentType);
  if (typed) return typed === 'page' ? undefined : typed;
  const named = kindOfAddress(url);
  if (named) return named;
  return firstBytes && isPdf(firstBytes) ? 'pdf' : undefined;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const isPdf = (bytes: Uint8Array) => PDF_MAGIC.every((byte, at) => bytes[at] === byte);
