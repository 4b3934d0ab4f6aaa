// A local file read for POST /v2/parse, refused with words before anything is sent: a relative
// path, no file there, one that cannot be read, a folder, or one over the bridge's limit.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { BridgeError } from './bridge-client.mjs';

/** The most the bridge takes for a parse (its PARSE_MAX_FILE_BYTES). */
export const PARSE_MAX_FILE_BYTES = 50 * 1024 * 1024;

const MB = 1024 * 1024;

/** @param {unknown} error */
const codeOf = (error) => /** @type {{ code?: unknown }} */ (error)?.code;

/**
 * @param {string} filePath
 * @param {unknown} error
 */
function readFailure(filePath, error) {
  const code = codeOf(error);
  if (code === 'ENOENT' || code === 'ENOTDIR') return `There is no file at ${filePath}.`;
  if (code === 'EACCES' || code === 'EPERM') return `${filePath} cannot be read: permission denied.`;
  return `${filePath} cannot be read${typeof code === 'string' ? ` (${code})` : ''}.`;
}

/**
 * The file's name and bytes.
 * @param {string} filePath
 * @returns {Promise<{ name: string, bytes: Buffer }>}
 */
export async function readLocalFile(filePath) {
  if (!path.isAbsolute(filePath))
    throw new BridgeError(
      `${filePath} is not an absolute path: give the file's full path, such as /home/me/report.pdf.`,
    );
  /** @type {import('node:fs').Stats} */
  let info;
  try {
    info = await stat(filePath);
  } catch (error) {
    throw new BridgeError(readFailure(filePath, error));
  }
  if (info.isDirectory()) throw new BridgeError(`${filePath} is a folder: give the path of a file in it.`);
  if (!info.isFile()) throw new BridgeError(`${filePath} is not a regular file.`);
  if (info.size > PARSE_MAX_FILE_BYTES)
    throw new BridgeError(
      `${filePath} is ${(info.size / MB).toFixed(1)} MB: the bridge parses files of up to ${PARSE_MAX_FILE_BYTES / MB} MB.`,
    );
  try {
    const bytes = await readFile(filePath);
    // The file may have grown since stat.
    if (bytes.length > PARSE_MAX_FILE_BYTES)
      throw new BridgeError(`${filePath} is over ${PARSE_MAX_FILE_BYTES / MB} MB, the most the bridge parses.`);
    return { name: path.basename(filePath), bytes };
  } catch (error) {
    if (error instanceof BridgeError) throw error;
    throw new BridgeError(readFailure(filePath, error));
  }
}
