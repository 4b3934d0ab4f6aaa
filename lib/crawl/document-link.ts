import { fileExtension } from '@/lib/api/parse-file-rules';
import { LOCAL_TYPES, typeOfExtension, type LocalFileType } from '@/lib/engines/local/parse/file-types';

/** A file the local parser reads that a crawl meets as a link: every type it reads but HTML, which is a page. */
export type DocumentKind = Exclude<LocalFileType, 'html'>;

const PAGE_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/**
 * Whether an address is a document for the local parser (LOCAL_TYPES, the one list), and which.
 * A content type, when known, decides: one the parser reads names the kind, an HTML one makes it a
 * page whatever the name says (a viewer page at `/x.pdf`). Otherwise (none, or a generic one such
 * as application/octet-stream) the path's extension decides.
 */
export function documentKind(url: string, contentType?: string): DocumentKind | undefined {
  const type = contentType?.split(';', 1)[0]!.trim().toLowerCase();
  if (type) {
    if (PAGE_TYPES.has(type)) return undefined;
    const named = (Object.keys(LOCAL_TYPES) as LocalFileType[]).find((kind) => LOCAL_TYPES[kind].contentType === type);
    if (named) return named === 'html' ? undefined : named;
  }
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const kind = typeOfExtension(fileExtension(path.slice(path.lastIndexOf('/') + 1)));
  return kind === 'html' ? undefined : kind;
}
