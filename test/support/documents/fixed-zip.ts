/**
 * Makes a generated Office file byte-for-byte repeatable: the writers stamp "now" into
 * docProps/core.xml and every zip entry's header, and `docx` names hyperlink relationships with
 * random ids. The package (and any Office file inside it, like a chart's workbook) is
 * rewritten with one fixed date and numbered ids, entry order kept.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { Zippable } from 'fflate';

export const FIXED_DATE = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
const FIXED_ISO = FIXED_DATE.toISOString().replace(/\.\d+Z$/, 'Z');
const DATE_ELEMENT = /(<dcterms:(?:created|modified)\b[^>]*>)[^<]*/g;
const RANDOM_ID = /\brId[\w-]{16,}/g;

/**
 * `renumber` (global, groups: prefix and number) names parts a writer numbers with a
 * process-wide counter (pptxgenjs's charts): they are numbered from 1 again, in the same order.
 */
export function fixedZip(bytes: Uint8Array, renumber?: RegExp): Uint8Array {
  let entries: [string, Uint8Array][] = Object.entries(unzipSync(bytes)).filter(([name]) => !name.endsWith('/'));
  if (renumber) entries = renumbered(entries, renumber);
  const ids = new Map<string, string>();
  const files: Zippable = {};
  for (const [name, data] of entries) {
    let fixed: Uint8Array = data;
    if (/\.(xlsx|docx|pptx)$/.test(name) && data[0] === 0x50 && data[1] === 0x4b)
      fixed = fixedZip(data); // Chart data workbooks.
    else if (/\.(xml|rels)$/.test(name)) {
      let text = strFromU8(data).replace(RANDOM_ID, (id) => {
        if (!ids.has(id)) ids.set(id, `rIdFixed${ids.size + 1}`);
        return ids.get(id) ?? id;
      });
      if (name === 'docProps/core.xml') text = text.replace(DATE_ELEMENT, `$1${FIXED_ISO}`);
      fixed = strToU8(text);
    }
    files[name] = [fixed, { mtime: FIXED_DATE }];
  }
  return zipSync(files, { mtime: FIXED_DATE });
}

function renumbered(entries: [string, Uint8Array][], pattern: RegExp): [string, Uint8Array][] {
  const numbers = new Set<number>();
  for (const [name] of entries) for (const match of name.matchAll(pattern)) numbers.add(Number(match[2]));
  const next = new Map([...numbers].sort((a, b) => a - b).map((n, i) => [String(n), String(i + 1)]));
  const rename = (text: string) =>
    text.replace(pattern, (whole, prefix: string, n: string) => (next.has(n) ? `${prefix}${next.get(n)}` : whole));
  return entries.map(([name, data]) => [
    rename(name),
    /\.(xml|rels)$/.test(name) ? strToU8(rename(strFromU8(data))) : data,
  ]);
}
