import { unzipSync, strFromU8 } from 'fflate';
import type { ApiError } from '@/lib/api/api-error';
import { fileProblem } from '@/lib/engines/local/parse/parse-errors';
import { t, type MessageKey } from '@/lib/i18n/t';

/** A zip container (OOXML, OpenDocument, EPUB) read once into memory. */
export interface ZipArchive {
  names: string[];
  has(path: string): boolean;
  bytes(path: string): Uint8Array | undefined;
  text(path: string): string | undefined;
}

/** The message for a zip whose container is damaged or cut short; `what` names the type ("a Word document"). */
export const damagedZip = (fileName: string, what: MessageKey): ApiError =>
  fileProblem(t('localParse_damagedZip', fileName, t(what)), 'corrupt-file');

/**
 * A zip's entry names, inflating only the parts `keep` accepts (the rest is only listed, which
 * is cheap); undefined when the container is damaged or cut short.
 */
export function listZip(
  bytes: Uint8Array,
  keep: (name: string) => boolean,
): { names: string[]; parts: Record<string, Uint8Array> } | undefined {
  const names: string[] = [];
  try {
    const parts = unzipSync(bytes, { filter: (file) => (names.push(file.name), keep(file.name)) });
    return { names, parts };
  } catch {
    return undefined;
  }
}

/** Every part inflated; `what` names the expected type for the damaged-file message. */
export function openZip(bytes: Uint8Array, fileName: string, what: MessageKey): ZipArchive {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    throw damagedZip(fileName, what);
  }
  // Zip paths are case-sensitive but some writers vary the case; look up exact, then folded.
  const folded = new Map(Object.keys(entries).map((name) => [name.toLowerCase(), name]));
  const find = (path: string) => entries[path] ?? entries[folded.get(path.replace(/^\//, '').toLowerCase()) ?? ''];
  return {
    names: Object.keys(entries),
    has: (path) => find(path) !== undefined,
    bytes: (path) => find(path),
    text: (path) => {
      const data = find(path);
      return data && strFromU8(data);
    },
  };
}

/** Resolves `target` (as written in a .rels file or a manifest) against the part that names it. */
export function resolvePartPath(fromPart: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = fromPart.split('/').slice(0, -1);
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.' && piece !== '') parts.push(piece);
  }
  return parts.join('/');
}
