import { fileExtension, PARSE_MAX_FILE_BYTES } from '@/lib/api/parse-file-rules';
import { parseFormatSchema, PARSE_MAX_TIMEOUT_MS, type ParseOptions } from '@/lib/api/schemas/parse-options';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import { SCRAPE_DEFAULTS } from '@/lib/api/schemas/scrape-options';
import type { JobWork } from '@/lib/jobs/job-runner';
import { dropStagedFile, stageBlob } from '@/lib/jobs/staged-files';
import { t } from '@/lib/i18n/t';
import { kindOfAddress, type DocumentKind } from '@/lib/engines/local/document/document-kind';
import { fetchDocument, type FetchedDocument } from '@/lib/engines/local/document/fetch-document';
import { LOCAL_TYPES, typeOfExtension } from '@/lib/engines/local/parse/file-types';
import { parseLocal } from '@/lib/engines/local/parse/parse-local';

// A document's address scraped as the service scrapes it: fetched with the user's cookies and read
// by the local parser as a dropped file is. Its options are the scrape's (formats, main content, a
// PDF's `parsePDF`).

type Report = Parameters<JobWork>[1];

/** A scrape's options as the parse options of a document it reaches: the formats a parse has. */
export function documentParseOptions(
  options: Pick<ScrapeRequest, 'formats' | 'onlyMainContent' | 'includeTags' | 'excludeTags' | 'timeout'>,
): ParseOptions {
  const formats = (options.formats ?? ['markdown']).filter((f) => parseFormatSchema.safeParse(f).success);
  return {
    formats: (formats.length ? formats : ['markdown']) as ParseOptions['formats'],
    ...(options.onlyMainContent !== undefined && { onlyMainContent: options.onlyMainContent }),
    ...(options.includeTags?.length && { includeTags: options.includeTags }),
    ...(options.excludeTags?.length && { excludeTags: options.excludeTags }),
    ...(options.timeout !== undefined && { timeout: Math.min(options.timeout, PARSE_MAX_TIMEOUT_MS) }),
  };
}

/** The file's name for the parser: the address's last segment, given the kind's extension when it lacks it. */
function fileName(url: string, kind: DocumentKind): string {
  const last = decodeURIComponent(new URL(url).pathname.split('/').pop() || 'document');
  return typeOfExtension(fileExtension(last)) === kind ? last : `${last}.${LOCAL_TYPES[kind].extensions[0]}`;
}

/**
 * A PDF asked for unparsed (`parsePDF: false`, v2's `parsers: []`): the file base64-encoded, in
 * markdown and in the HTML formats asked for, as the service's PDF engine answers it. Only a PDF:
 * the service converts every other document whatever `parsers` says.
 */
function unparsedPdf(request: ScrapeRequest, fetched: FetchedDocument): ParseData {
  let binary = '';
  for (let at = 0; at < fetched.bytes.length; at += 0x8000)
    binary += String.fromCharCode(...fetched.bytes.subarray(at, at + 0x8000));
  const base64 = btoa(binary);
  const formats = request.formats ?? SCRAPE_DEFAULTS.formats;
  return {
    ...(formats.includes('markdown') && { markdown: base64 }),
    ...(formats.includes('html') && { html: base64 }),
    ...(formats.includes('rawHtml') && { rawHtml: base64 }),
  };
}

/**
 * The document at `at` (the request's address, or where its tab landed), or undefined when the
 * address answers a page (or an HTTP error,
 * which the tab shows as one): the caller then reads it as a page. Its metadata is the service's
 * for a document: the address asked and answered, the status, the content type, and from the
 * parser the page count and the document's own title.
 */
export async function readDocumentAt(
  request: ScrapeRequest,
  signal: AbortSignal,
  report: Report = () => undefined,
  at = request.url,
): Promise<ParseData | undefined> {
  report({ message: t('localScrape_readingDocument', at) });
  const fetched = await fetchDocument(at, signal, PARSE_MAX_FILE_BYTES);
  if (!fetched) return undefined;
  const metadata = {
    sourceURL: request.url,
    url: fetched.url,
    statusCode: fetched.status,
    contentType: fetched.contentType || LOCAL_TYPES[fetched.kind].contentType,
  };
  if (fetched.kind === 'pdf' && request.parsePDF === false) return { ...unparsedPdf(request, fetched), metadata };
  const name = fileName(fetched.url, fetched.kind);
  const stageId = `document:${crypto.randomUUID()}`;
  await stageBlob(stageId, new Blob([fetched.bytes as Uint8Array<ArrayBuffer>], { type: metadata.contentType }), name);
  try {
    const data = await parseLocal(stageId, name, documentParseOptions(request))(signal, report);
    return { ...data, metadata: { ...data.metadata, ...metadata } };
  } finally {
    await dropStagedFile(stageId);
  }
}

/**
 * The one rule of a local scrape of an address, whoever asks (a tab's scrape, a batch, a crawl, a
 * monitor, the bridge, a link): an address whose extension names a document is fetched and read by
 * the local parser, without a tab. Undefined for any other address, and for one whose answer is a
 * page after all: the caller reads those in a tab, where scrapeLocal applies the rule's second half
 * (the answer's content type).
 */
export const readIfDocument = (request: ScrapeRequest, signal: AbortSignal, report?: Report) =>
  kindOfAddress(request.url) ? readDocumentAt(request, signal, report) : Promise.resolve(undefined);
