import type { PdfJsModule } from '@/lib/engines/local/parse/readers/pdf/pdf-reader';

/** The PDF's own Info dictionary to metadata: title, author, subject, keywords, dates. */
export function pdfInfoMetadata(pdfjs: PdfJsModule, info: unknown): Record<string, string | undefined> {
  const dict = (info ?? {}) as Record<string, unknown>;
  const text = (key: string): string | undefined => {
    const value = dict[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const date = (key: string): string | undefined => {
    const value = text(key);
    if (!value) return undefined;
    const parsed = pdfjs.PDFDateString.toDateObject(value);
    return parsed ? parsed.toISOString() : undefined;
  };
  const out: Record<string, string | undefined> = {
    title: text('Title'),
    author: text('Author'),
    subject: text('Subject'),
    keywords: text('Keywords'),
    creator: text('Creator'),
    producer: text('Producer'),
    createdAt: date('CreationDate'),
    modifiedAt: date('ModDate'),
  };
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}
