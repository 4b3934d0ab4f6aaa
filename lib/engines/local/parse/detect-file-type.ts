/**
 * Decides a file's type by its content (magic bytes, and for zip containers the parts inside),
 * then checks the name agrees: a file whose content contradicts its name is reported, never
 * parsed as something it is not.
 */
import { strFromU8 } from 'fflate';
import { fileExtension } from '@/lib/api/parse-file-rules';
import {
  LOCAL_TYPES,
  REMOTE_ONLY_TYPES,
  typeOfExtension,
  type LocalFileType,
} from '@/lib/engines/local/parse/file-types';
import { fileProblem } from '@/lib/engines/local/parse/parse-errors';
import { listZip } from '@/lib/engines/local/parse/zip-archive';
import { t, type MessageKey } from '@/lib/i18n/t';

type Content = LocalFileType | 'zip' | 'ole' | 'oleEncrypted' | 'rtf' | 'text' | 'binary';

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) => magic.every((b, i) => bytes[at + i] === b);
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const CONTENT_WORDS: Record<Exclude<Content, LocalFileType>, MessageKey> = {
  zip: 'localParse_kind_zip',
  ole: 'localParse_kind_ole',
  oleEncrypted: 'localParse_kind_oleEncrypted',
  rtf: 'localParse_kind_rtf',
  text: 'localParse_kind_text',
  binary: 'localParse_kind_binary',
};

export function detectFileType(bytes: Uint8Array, name: string): LocalFileType {
  if (bytes.length === 0) throw fileProblem(t('localParse_empty', name), 'empty-file');
  const extension = fileExtension(name);
  const content = sniff(bytes, extension, name);
  const named = typeOfExtension(extension);
  if (content === 'oleEncrypted') {
    throw fileProblem(t('localParse_officePassword', name), 'encrypted-file');
  }
  const remoteOnly = REMOTE_ONLY_TYPES[extension];
  if (remoteOnly && (content === 'ole' || content === 'rtf' || content === 'binary' || content === 'text')) {
    throw fileProblem(t('localParse_remoteOnlyType', name, t(remoteOnly.label), remoteOnly.saveAs), 'remote-only-type');
  }
  if (named && content === named) return named;
  // HTML named .xhtml/.htm, and text tables named .csv, are what they say.
  if (named === 'html' && content === 'text') return 'html';
  if (named === 'csv' && (content === 'text' || content === 'html'))
    return content === 'html' ? contradiction(name, 'csv', 'html') : 'csv';
  if (!named && content in LOCAL_TYPES) {
    const type = LOCAL_TYPES[content as LocalFileType];
    throw fileProblem(
      t('localParse_unnamedType', name, extension || t('localParse_noExtension'), t(type.label), type.extensions[0]),
      'type-mismatch',
    );
  }
  if (!named) {
    throw fileProblem(t('localParse_unsupportedType', name), 'unsupported-type');
  }
  return contradiction(name, named, content);
}

function contradiction(name: string, named: LocalFileType, content: Content): never {
  const is = t(
    content in LOCAL_TYPES
      ? LOCAL_TYPES[content as LocalFileType].label
      : CONTENT_WORDS[content as Exclude<Content, LocalFileType>],
  );
  const fix =
    content in LOCAL_TYPES
      ? t('localParse_renameFix', LOCAL_TYPES[content as LocalFileType].extensions[0])
      : t('localParse_checkFileFix');
  throw fileProblem(t('localParse_contradiction', name, t(LOCAL_TYPES[named].label), is, fix), 'type-mismatch');
}

function sniff(bytes: Uint8Array, extension: string, name: string): Content {
  const head = bytes.subarray(0, 1024);
  if (new TextDecoder('latin1').decode(head).includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, ZIP)) return sniffZip(bytes, name);
  if (startsWith(bytes, OLE)) return oleIsEncryptedOoxml(bytes) ? 'oleEncrypted' : 'ole';
  if (startsWith(bytes, [0x7b, 0x5c, 0x72, 0x74, 0x66])) return 'rtf'; // {\rtf
  const text = decodeHead(bytes);
  if (text === undefined) return 'binary';
  if (
    /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(text)
  )
    return 'html';
  if (extension === 'html' || extension === 'htm' || extension === 'xhtml')
    return /<[a-z!]/i.test(text) ? 'html' : 'text';
  return 'text';
}

/** Lists a zip's parts without inflating them (the filter sees names first), except `mimetype`. */
function sniffZip(bytes: Uint8Array, name: string): Content {
  const listing = listZip(bytes, (part) => part === 'mimetype');
  if (!listing) throw fileProblem(t('localParse_damagedZipContainer', name), 'corrupt-file');
  const { names, parts } = listing;
  const mimetype = parts.mimetype ? strFromU8(parts.mimetype).trim() : '';
  const has = (part: string) => names.includes(part);
  if (has('word/document.xml')) return 'docx';
  if (has('xl/workbook.xml')) return 'xlsx';
  if (has('ppt/presentation.xml')) return 'pptx';
  if (mimetype === 'application/epub+zip') return 'epub';
  if (mimetype.startsWith('application/vnd.oasis.opendocument.text')) return 'odt';
  if (mimetype.startsWith('application/vnd.oasis.opendocument.spreadsheet')) return 'ods';
  if (mimetype.startsWith('application/vnd.oasis.opendocument.presentation')) return 'odp';
  return 'zip';
}

/** Office encrypts a .docx/.xlsx/.pptx by wrapping it in an OLE file with an EncryptedPackage stream. */
function oleIsEncryptedOoxml(bytes: Uint8Array): boolean {
  const marker = 'EncryptedPackage';
  const limit = Math.min(bytes.length, 1 << 20);
  outer: for (let i = 0; i < limit - marker.length * 2; i++) {
    for (let k = 0; k < marker.length; k++)
      if (bytes[i + k * 2] !== marker.charCodeAt(k) || bytes[i + k * 2 + 1] !== 0) continue outer;
    return true;
  }
  return false;
}

/** The first 4 KB as text, or undefined when they hold control bytes no text file has. */
function decodeHead(bytes: Uint8Array): string | undefined {
  const head = bytes.subarray(0, 4096);
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le').decode(head);
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be').decode(head);
  let control = 0;
  for (const b of head) if (b === 0 || b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b)) control++;
  if (control > head.length * 0.01) return undefined;
  return new TextDecoder().decode(head);
}
