/**
 * The first check every zip-based office reader makes, before any inflating: is this a zip at
 * all? A wrong file gets words about what it is instead of a zip library's error.
 */
import type { ApiError } from '../../../../api/api-error';
import { fileProblem } from '../../parse-errors';

/** How a reader names the type it expects, for the messages. */
export interface OfficeKind {
  /** "a Word document" */
  what: string;
  /** ".docx" */
  extension: string;
  /** "Word" (the program to save it again with) */
  app: string;
  /** The binary predecessor that shares the OLE signature, e.g. "Word 97-2003 (.doc)". */
  legacy?: string;
}

/** Compound File (OLE): a 97-2003 binary file, or an OOXML file saved with a password. */
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0];

/** The problem with `bytes` if they are not a zip archive, else undefined. */
export function notZipProblem(bytes: Uint8Array, name: string, kind: OfficeKind): ApiError | undefined {
  if (bytes.length === 0) {
    return fileProblem(`${name} is empty (0 bytes), so there is nothing to read. Check that you dropped the right file.`, 'empty-file');
  }
  if (OLE_SIGNATURE.every((byte, i) => bytes[i] === byte)) {
    const legacy = kind.legacy ? `an old ${kind.legacy} file` : 'an older binary file';
    return fileProblem(
      `${name} is either password-protected or ${legacy}, and neither can be read here. Remove the password, or open it in ${kind.app} and save it as ${kind.extension}, then drop the new copy.`,
      'unsupported-file',
    );
  }
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) {
    return fileProblem(
      `${name} is not ${kind.what} (a ${kind.extension} file is a zip archive, and this is not one). Check that you dropped the right file, or open it in ${kind.app} and save it as ${kind.extension}.`,
      'corrupt-file',
    );
  }
  return undefined;
}

/** The message for a zip that holds some other kind of file. */
export const wrongZipProblem = (name: string, kind: OfficeKind, missing: string): ApiError =>
  fileProblem(
    `${name} is a zip file but not ${kind.what} (it has no ${missing}). Check that you dropped the right file, or open it in ${kind.app} and save it as ${kind.extension}.`,
    'unsupported-file',
  );
