import { extname } from 'node:path';
import { renderHtml } from '../html/page';
import { extractJson } from '../scrape/json-extract';
import { layoutBlocks } from './blocks';
import { CONTENT_TYPES, csvDocument, otherDocument, pdfDocument, type DocumentOutput } from './documents';
import { formatType, type ParseOptions } from './options-schema';
import { redactPii } from './redact';
import { richData, richKinds } from './rich';

// The parse `data` object, derived from the uploaded file. Besides the requested formats it
// always carries `blocks`, `pages` for PDFs, and branding/product/menu per rich.ts.
export function buildParseData(fileName: string, bytes: Buffer, opts: ParseOptions): Record<string, unknown> {
  const ext = extname(fileName).toLowerCase();
  const url = `https://parse.firecrawl.dev/uploads/${encodeURIComponent(fileName)}`;
  const pdf = opts.parsers?.find((p) => typeof p === 'object');
  const formats = opts.formats ?? ['markdown'];
  const types = new Set(formats.map(formatType));
  const isHtml = ext === '.html' || ext === '.htm' || ext === '.xhtml';
  let doc: DocumentOutput & { links?: string[]; images?: string[]; text?: string };
  if (isHtml) {
    const page = renderHtml(bytes.toString('utf8'), { baseUrl: url, ...opts });
    doc = { ...page, metadata: page.metadata };
  } else if (ext === '.pdf') doc = pdfDocument(bytes, fileName, typeof pdf === 'object' ? pdf.maxPages : undefined);
  else if (ext === '.csv') doc = csvDocument(bytes, fileName);
  else doc = otherDocument(bytes, fileName, ext);

  const markdown = redactPii(doc.markdown, opts.redactPII);
  const title = typeof doc.metadata.title === 'string' ? doc.metadata.title : fileName;
  const data: Record<string, unknown> = {};
  if (types.has('markdown')) data.markdown = markdown;
  if (types.has('html')) data.html = doc.html;
  if (types.has('rawHtml')) data.rawHtml = isHtml ? bytes.toString('utf8') : doc.html;
  if (types.has('links')) data.links = doc.links ?? [];
  if (types.has('images')) data.images = doc.images ?? [];
  if (types.has('summary')) data.summary = summarize(title, doc.text ?? markdown);
  const json = formats.find((f) => typeof f === 'object' && f.type === 'json');
  if (json && typeof json === 'object' && json.type === 'json') {
    data.json = extractJson(
      {
        title,
        description: String(doc.metadata.description ?? ''),
        url,
        text: doc.text ?? markdown,
        links: doc.links ?? [],
        headings: [],
      },
      json.schema,
    );
  }
  if (doc.pages) data.pages = doc.pages.map((p) => ({ ...p, markdown: redactPii(p.markdown, opts.redactPII) }));
  const pageTexts = doc.pages ? (data.pages as { markdown: string }[]).map((p) => p.markdown) : [markdown];
  data.blocks = layoutBlocks(pageTexts, markdown, typeof pdf === 'object' && pdf.mode === 'ocr');
  for (const kind of richKinds(fileName, doc.metadata['x-contract'])) data[kind] = richData(kind, title, url);
  data.metadata = {
    ...doc.metadata,
    title,
    sourceURL: fileName,
    url,
    statusCode: 200,
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    creditsUsed: typeof doc.metadata.numPages === 'number' ? doc.metadata.numPages : 1,
  };
  return data;
}

// A deterministic "summary": the title and the first sentences, at most ~200 characters.
function summarize(title: string, text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentences = flat.match(/[^.!?]+[.!?]+/g) ?? [flat];
  let out = '';
  for (const s of sentences) {
    if ((out + s).length > 200 && out) break;
    out += s;
  }
  return `${title}: ${out.trim() || 'empty document.'}`;
}
