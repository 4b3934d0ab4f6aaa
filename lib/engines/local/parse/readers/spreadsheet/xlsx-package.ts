/**
 * What the xlsx reader checks before read-excel-file sees the bytes: that they are a zip holding
 * a workbook (so a bad file gets a message in plain words, not the library's), and the title and
 * author from docProps/core.xml. Only that one part is inflated; the rest is only listed.
 */
import type { HtmlReading } from '@/lib/engines/local/parse/parse-types';
import { CORE_PART, coreMetadata } from '@/lib/engines/local/parse/readers/shared/ooxml-core';
import { damagedZip, listZip } from '@/lib/engines/local/parse/zip-archive';
import { notZipProblem, wrongZipProblem } from '@/lib/engines/local/parse/readers/shared/zip-signature';
import type { OfficeKind } from '@/lib/engines/local/parse/readers/shared/zip-signature';

export const WORKBOOK: OfficeKind = {
  what: 'localParse_kind_xlsx',
  extension: '.xlsx',
  app: 'localParse_app_spreadsheet',
  legacy: 'Excel 97-2003 (.xls)',
};

export function checkWorkbook(bytes: Uint8Array, name: string): HtmlReading['metadata'] {
  const notZip = notZipProblem(bytes, name, WORKBOOK);
  if (notZip) throw notZip;
  const listing = listZip(bytes, (part) => part === CORE_PART);
  if (!listing) throw damagedZip(name, WORKBOOK.what);
  if (!listing.names.includes('xl/workbook.xml')) throw wrongZipProblem(name, WORKBOOK, 'xl/workbook.xml');
  const core = listing.parts[CORE_PART];
  return core ? coreMetadata(new TextDecoder().decode(core), name) : {};
}
