import { describe, expect, it } from 'vitest';
import { documentKind } from '@/lib/engines/local/document/document-kind';
import { LOCAL_TYPES } from '@/lib/engines/local/parse/file-types';

describe('documentKind', () => {
  it('names by extension every type the local parser reads, but HTML', () => {
    for (const [kind, info] of Object.entries(LOCAL_TYPES))
      for (const extension of info.extensions)
        expect(documentKind(`https://e.com/files/report.${extension.toUpperCase()}?v=2#p3`)).toBe(
          kind === 'html' ? undefined : kind,
        );
  });

  it('leaves pages and the types only the service reads', () => {
    for (const url of [
      'https://e.com/',
      'https://e.com/docs/pdf',
      'https://e.com/a.php',
      'https://e.com/x.rtf',
      'https://e.com/x.doc',
    ])
      expect(documentKind(url)).toBeUndefined();
    expect(documentKind('not a url')).toBeUndefined();
  });

  it('lets a known content type decide over the name', () => {
    expect(documentKind('https://e.com/download?id=7', 'application/pdf')).toBe('pdf');
    expect(documentKind('https://e.com/export', 'text/csv; charset=utf-8')).toBe('csv');
    expect(documentKind('https://e.com/viewer/report.pdf', 'text/html; charset=utf-8')).toBeUndefined();
    expect(documentKind('https://e.com/report.docx', 'application/octet-stream')).toBe('docx');
    expect(documentKind('https://e.com/data.csv', 'text/plain')).toBe('csv');
    expect(
      documentKind('https://e.com/f', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'),
    ).toBe('pptx');
  });

  it('sniffs a PDF from its first bytes when neither the content type nor the name says what it is', () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n');
    expect(documentKind('https://e.com/download?id=7', 'application/octet-stream', pdf)).toBe('pdf');
    expect(documentKind('https://e.com/download?id=7', undefined, pdf)).toBe('pdf');
    expect(
      documentKind('https://e.com/download?id=7', 'application/octet-stream', new TextEncoder().encode('<html>')),
    ).toBeUndefined();
    // A content type that names a page wins over the bytes.
    expect(documentKind('https://e.com/download', 'text/html', pdf)).toBeUndefined();
  });
});
