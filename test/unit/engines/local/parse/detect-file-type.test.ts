import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { detectFileType } from '@/lib/engines/local/parse/detect-file-type';

const zip = (parts: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, strToU8(v)])));
const odf = (mimetype: string) =>
  zipSync({ mimetype: [strToU8(mimetype), { level: 0 }], 'content.xml': strToU8('<x/>') });
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ole = (extra = '') => {
  const bytes = new Uint8Array(4096);
  bytes.set(OLE);
  // An encrypted OOXML file names its EncryptedPackage stream in UTF-16 in the directory.
  for (let i = 0; i < extra.length; i++) bytes[512 + i * 2] = extra.charCodeAt(i);
  return bytes;
};
const message = (bytes: Uint8Array, name: string): string => {
  try {
    detectFileType(bytes, name);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

describe('detectFileType', () => {
  it.each([
    ['a.pdf', strToU8('%PDF-1.7\n...')],
    ['a.docx', zip({ '[Content_Types].xml': '', 'word/document.xml': '' })],
    ['a.docm', zip({ 'word/document.xml': '' })],
    ['a.xlsx', zip({ 'xl/workbook.xml': '' })],
    ['a.pptx', zip({ 'ppt/presentation.xml': '' })],
    ['a.odt', odf('application/vnd.oasis.opendocument.text')],
    ['a.ods', odf('application/vnd.oasis.opendocument.spreadsheet')],
    ['a.odp', odf('application/vnd.oasis.opendocument.presentation')],
    ['a.epub', odf('application/epub+zip')],
    ['a.html', strToU8('<!doctype html><title>x</title>')],
    ['a.xhtml', strToU8('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body/></html>')],
    ['a.htm', strToU8('just text, still read as a page')],
    ['a.csv', strToU8('a,b\n1,2\n')],
  ])('knows %s by its content', (name, bytes) => {
    expect(detectFileType(bytes, name)).toBe(
      name.endsWith('docm') ? 'docx' : name.endsWith('htm') || name.endsWith('xhtml') ? 'html' : name.split('.')[1],
    );
  });

  it('reports a content that contradicts the name, with the fix', () => {
    expect(message(strToU8('%PDF-1.4'), 'report.xlsx')).toBe(
      'report.xlsx is named as an Excel workbook, but its content is a PDF, so it was not parsed. If it is, rename it to .pdf and drop it again.',
    );
    expect(message(zip({ 'word/document.xml': '' }), 'data.csv')).toMatch(
      /data\.csv is named as a CSV table, but its content is a Word document.*rename it to \.docx/,
    );
    expect(message(strToU8('<html><body>hi</body></html>'), 'data.csv')).toMatch(/content is an HTML page/);
    expect(message(zip({ 'notes.txt': 'x' }), 'renamed.docx')).toMatch(
      /renamed\.docx is named as a Word document, but its content is a plain zip archive/,
    );
    expect(message(odf('application/vnd.oasis.opendocument.text'), 'a.ods')).toMatch(
      /content is an OpenDocument text.*rename it to \.odt/,
    );
  });

  it('says what is wrong with empty, cut-short and locked files', () => {
    expect(message(new Uint8Array(0), 'e.pdf')).toMatch(/e\.pdf is empty \(0 bytes\)/);
    const whole = zip({ 'word/document.xml': 'x'.repeat(1000) });
    expect(message(whole.subarray(0, whole.length - 30), 'cut.docx')).toMatch(
      /cut\.docx is a zip container that is damaged or cut short/,
    );
    expect(message(ole('EncryptedPackage'), 'locked.xlsx')).toMatch(/locked\.xlsx is password-protected/);
  });

  it('offers the remote engine for the types only the service reads', () => {
    expect(message(ole(), 'old.doc')).toMatch(
      /old\.doc is an old binary Word document \(\.doc\).*save it as \.docx, or add an API key and parse it with the remote engine/i,
    );
    expect(message(ole(), 'old.xls')).toMatch(/\.xls\).*\.xlsx/);
    expect(message(ole(), 'old.ppt')).toMatch(/\.ppt\).*\.pptx/);
    expect(message(strToU8('{\\rtf1\\ansi hello}'), 'memo.rtf')).toMatch(/memo\.rtf is an RTF document.*remote engine/);
    // A .doc that is really a .docx: the name and content disagree, and the message says how to fix it.
    expect(message(zip({ 'word/document.xml': '' }), 'new.doc')).toBe(
      'new.doc is named .doc, but its content is a Word document, so it was not parsed. If it is, rename it to .docx and drop it again.',
    );
  });
});
