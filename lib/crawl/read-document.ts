import { ApiError } from '@/lib/api/api-error';
import { httpStatusError, isHttpError } from '@/lib/api/http-status';
import { PARSE_MAX_FILE_BYTES } from '@/lib/api/parse-file-rules';
import { parseFormatSchema, type ParseOptions } from '@/lib/api/schemas/parse-options';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import { parseLocal } from '@/lib/engines/local/parse/parse-local';
import { dropStagedFile, stageBlob } from '@/lib/jobs/staged-files';
import type { ScrapeDefaults } from '@/lib/settings/settings-schema';
import { crawlFetch } from '@/lib/crawl/crawl-fetch';

/** The parse options that carry a crawl's scrape options over to a document: the formats a parse has. */
export function documentParseOptions(options: ScrapeDefaults): ParseOptions {
  const formats = (options.formats ?? ['markdown']).filter((f) => parseFormatSchema.safeParse(f).success);
  return {
    formats: (formats.length ? formats : ['markdown']) as ParseOptions['formats'],
    ...(options.onlyMainContent !== undefined ? { onlyMainContent: options.onlyMainContent } : {}),
  };
}

/**
 * A document a crawl links to (PDF, DOCX, …), read by the local parser as a dropped file would be:
 * fetched with the user's cookies, staged, parsed, and the staged bytes dropped.
 */
export async function readDocument(
  url: string,
  stageId: string,
  options: ScrapeDefaults,
  signal: AbortSignal,
): Promise<ParseData> {
  const fetched = await crawlFetch(url, signal, PARSE_MAX_FILE_BYTES);
  if (isHttpError(fetched.status)) throw ApiError.fromData(httpStatusError(fetched.status));
  const name = decodeURIComponent(new URL(fetched.url).pathname.split('/').pop() || 'document');
  await stageBlob(stageId, new Blob([fetched.bytes as Uint8Array<ArrayBuffer>], { type: fetched.contentType }), name);
  try {
    const data = await parseLocal(stageId, name, documentParseOptions(options))(signal, () => undefined);
    return { ...data, metadata: { ...data.metadata, sourceURL: url, url: fetched.url, statusCode: fetched.status } };
  } finally {
    await dropStagedFile(stageId);
  }
}
