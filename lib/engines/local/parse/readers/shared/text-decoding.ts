/** Bytes of a text file (CSV, HTML) to a string: the byte order mark decides, then the caller's guess. */

/** The encoding a byte order mark declares, if the bytes start with one. */
export function bomEncoding(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

/** Decodes with `label`; TextDecoder drops a matching BOM itself. An unknown label means UTF-8. */
export function decodeAs(bytes: Uint8Array, label: string): { text: string; encoding: string } {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return { text: decoder.decode(bytes), encoding: decoder.encoding };
}

/**
 * Text with no BOM and no declared charset: UTF-8 when the bytes are valid UTF-8, else
 * Windows-1252, what spreadsheet programs on Windows write when they export "CSV".
 */
export function decodeUndeclared(bytes: Uint8Array): { text: string; encoding: string } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return decodeAs(bytes, 'windows-1252');
  }
}
