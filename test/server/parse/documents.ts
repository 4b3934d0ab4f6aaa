import { escapeText } from '../html/entities';
import { markdownTable } from '../html/markdown';

// Markdown for uploaded (or fetched) non-HTML documents. The fixture does not really read
// Office or PDF files: a PDF whose bytes are not a real PDF is split into pages on form
// feeds (\f) and each page's text is used; a real %PDF file is counted by its /Type/Page
// objects with a placeholder per page. Other types get a line naming the file and its size.
export interface DocumentOutput {
  markdown: string;
  html: string;
  pages?: { pageNumber: number; markdown: string }[];
  metadata: Record<string, unknown>;
}

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.htm': 'text/html',
  '.xhtml': 'application/xhtml+xml',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.doc': 'application/msword',
  '.docm': 'application/vnd.ms-word.document.macroEnabled.12',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.ods': 'application/vnd.oasis.opendocument.spreadsheet',
  '.odp': 'application/vnd.oasis.opendocument.presentation',
  '.rtf': 'application/rtf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
  '.xlsm': 'application/vnd.ms-excel.sheet.macroEnabled.12',
  '.xlsb': 'application/vnd.ms-excel.sheet.binary.macroEnabled.12',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptm': 'application/vnd.ms-powerpoint.presentation.macroEnabled.12',
  '.epub': 'application/epub+zip',
  '.csv': 'text/csv',
};

const toHtml = (markdown: string) =>
  markdown
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeText(p)}</p>`)
    .join('\n');

export function pdfDocument(bytes: Buffer, fileName: string, maxPages?: number): DocumentOutput {
  const latin = bytes.toString('latin1');
  let texts: string[];
  if (latin.startsWith('%PDF')) {
    const count = Math.max(1, (latin.match(/\/Type\s*\/Page\b/g) ?? []).length);
    texts = Array.from({ length: count }, () => '');
  } else {
    texts = bytes.toString('utf8').split('\f');
  }
  const total = texts.length;
  const kept = texts.slice(0, maxPages ?? total);
  const pages = kept.map((text, i) => ({
    pageNumber: i + 1,
    markdown: readable(text) || `Page ${i + 1} of ${fileName}`,
  }));
  const markdown = pages.map((p) => p.markdown).join('\n\n');
  return {
    markdown,
    html: toHtml(markdown),
    pages,
    metadata: { numPages: pages.length, totalPages: total, title: fileName },
  };
}

// Text when the bytes look like text, else '' (the caller substitutes a placeholder).
function readable(text: string): string {
  let bad = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12) || code === 0xfffd) bad++;
  }
  return bad > text.length / 10 ? '' : text.trim();
}

export function csvDocument(bytes: Buffer, fileName: string): DocumentOutput {
  const rows = parseCsv(bytes.toString('utf8')).map((r) =>
    r.map((c) => c.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')),
  );
  const markdown = rows.length ? markdownTable(rows) : `${fileName} is empty.`;
  const html = `<table>${rows.map((r) => `<tr>${r.map((c) => `<td>${escapeText(c)}</td>`).join('')}</tr>`).join('')}</table>`;
  return { markdown, html, metadata: { title: fileName } };
}

// RFC 4180-ish: quoted fields may hold commas, newlines and doubled quotes.
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

export function otherDocument(bytes: Buffer, fileName: string, ext: string): DocumentOutput {
  const kind = ext.slice(1).toUpperCase();
  const markdown = `# ${fileName}\n\n${kind} document, ${bytes.length} bytes.`;
  return { markdown, html: toHtml(markdown), metadata: { title: fileName } };
}
