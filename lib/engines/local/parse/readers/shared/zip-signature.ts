/**
 * The first check every zip-based office reader makes, before any inflating: is this a zip at
 * all? A wrong file gets words about what it is instead of a zip library's error.
 */
import type { ApiError } from '@/lib/api/api-error';
import { fileProblem } from '@/lib/engines/local/parse/parse-errors';
import { t, type MessageKey } from '@/lib/i18n/t';

/** How a reader names the type it expects, for the messages. */
export interface OfficeKind {
  /** The message naming the type: "a Word document". */
  what: MessageKey;
  /** ".docx" */
  extension: string;
  /** The message naming the program to save it again with: "Word". */
  app: MessageKey;
  /** The binary predecessor that shares the OLE signature, e.g. "Word 97-2003 (.doc)". */
  legacy?: string;
}

/** Compound File (OLE): a 97-2003 binary file, or an OOXML file saved with a password. */
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0];

/** The problem with `bytes` if they are not a zip archive, else undefined. */
export function notZipProblem(bytes: Uint8Array, name: string, kind: OfficeKind): ApiError | undefined {
  if (bytes.length === 0) {
    return fileProblem(t('localParse_emptyZip', name), 'empty-file');
  }
  if (OLE_SIGNATURE.every((byte, i) => bytes[i] === byte)) {
    const legacy = kind.legacy ? t('localParse_oldKind', kind.legacy) : t('localParse_olderBinary');
    return fileProblem(t('localParse_passwordOrLegacy', name, legacy, t(kind.app), kind.extension), 'unsupported-file');
  }
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) {
    return fileProblem(t('localParse_notZip', name, t(kind.what), kind.extension, t(kind.app)), 'corrupt-file');
  }
  return undefined;
}

/** The message for a zip that holds some other kind of file. */
export const wrongZipProblem = (name: string, kind: OfficeKind, missing: string): ApiError =>
  fileProblem(t('localParse_wrongZip', name, t(kind.what), missing, t(kind.app), kind.extension), 'unsupported-file');
