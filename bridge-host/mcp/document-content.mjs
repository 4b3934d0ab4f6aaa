// A scraped or parsed document as MCP text content: the markdown as it is (what an agent reads),
// the other formats asked for as JSON text, and a note for what the markdown does not show (the
// page's HTTP error status, the extension's warning).

/** @typedef {{ type: 'text', text: string }} TextContent */

/** @param {string} text @returns {TextContent} */
export const text = (text) => ({ type: 'text', text });

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Where a document was read: its final address after redirects, else the one asked for.
 * @param {Record<string, unknown>} doc
 */
export function documentUrl(doc) {
  const metadata = isRecord(doc.metadata) ? doc.metadata : {};
  const url = metadata.url ?? metadata.sourceURL;
  return typeof url === 'string' ? url : undefined;
}

/**
 * @param {Record<string, unknown>} doc a v2 document (`data` of a scrape or parse, an item of a batch's)
 * @param {string} [heading] put before the markdown (a batch names each page)
 * @returns {TextContent[]}
 */
export function documentContent(doc, heading) {
  const { markdown, metadata, warning, ...others } = doc;
  const parts = [];
  const head = heading ? `${heading}\n\n` : '';
  if (typeof markdown === 'string') parts.push(text(`${head}${markdown}`));
  else if (head) parts.push(text(head.trim()));
  if (Object.keys(others).length > 0) parts.push(text(JSON.stringify(others, null, 2)));
  const notes = [];
  const status = isRecord(metadata) ? metadata.statusCode : undefined;
  if (typeof status === 'number' && status >= 400) notes.push(`The page answered HTTP ${status}.`);
  if (typeof warning === 'string' && warning) notes.push(`Warning: ${warning}`);
  if (notes.length > 0) parts.push(text(notes.join('\n')));
  if (parts.length === 0) parts.push(text('The document has nothing in the formats asked for.'));
  return parts;
}
