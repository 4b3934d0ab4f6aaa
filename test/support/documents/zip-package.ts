/**
 * Zip packages for the OpenDocument and EPUB fixtures, made with fflate: no maintained ODS or
 * EPUB writer on npm fits (SheetJS is not allowed, EPUB generators pull in a whole toolchain), and
 * both formats are a few XML parts in a zip. Both specs want `mimetype` first and STORED.
 */
import { strToU8, zipSync } from 'fflate';
import type { Zippable } from 'fflate';

/** A fixed date keeps the bytes identical from run to run. */
const MTIME = new Date(Date.UTC(2024, 0, 1));

export function zipPackage(mimetype: string, parts: Record<string, string | Uint8Array>): Uint8Array {
  const files: Zippable = { mimetype: [strToU8(mimetype), { level: 0, mtime: MTIME }] };
  for (const [path, data] of Object.entries(parts))
    files[path] = [typeof data === 'string' ? strToU8(data) : data, { mtime: MTIME }];
  return zipSync(files, { level: 6, mtime: MTIME });
}

/** Escapes text for XML content and attribute values. */
export const xmlText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
