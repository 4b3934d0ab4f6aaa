/**
 * What the docx reader learns from the zip before mammoth sees it, in one cheap pass: that it is
 * a Word document, its core properties (the only part inflated here), and which parts mammoth
 * passes over silently (charts, SmartArt), from the entry names alone.
 */
import { strFromU8 } from 'fflate';
import { damagedZip, listZip } from '@/lib/engines/local/parse/zip-archive';
import { CORE_PART } from '@/lib/engines/local/parse/readers/shared/ooxml-core';
import { notZipProblem, wrongZipProblem } from '@/lib/engines/local/parse/readers/shared/zip-signature';
import type { OfficeKind } from '@/lib/engines/local/parse/readers/shared/zip-signature';

export const WORD: OfficeKind = {
  what: 'localParse_kind_docx',
  extension: '.docx',
  app: 'localParse_app_word',
  legacy: 'Word 97-2003 (.doc)',
};

export interface DocxPeek {
  coreXml?: string;
  charts: number;
  smartArt: number;
}

export function peekDocx(bytes: Uint8Array, name: string): DocxPeek {
  const notZip = notZipProblem(bytes, name, WORD);
  if (notZip) throw notZip;
  // Every entry's name is seen but only the core properties are inflated.
  const listing = listZip(bytes, (path) => path === CORE_PART);
  if (!listing) throw damagedZip(name, WORD.what);
  const { names, parts } = listing;
  if (!names.some((path) => path.startsWith('word/'))) throw wrongZipProblem(name, WORD, 'word/document.xml');
  const core = parts[CORE_PART];
  return {
    coreXml: core && strFromU8(core),
    charts: names.filter((path) => /^word\/charts\/chart\d*\.xml$/.test(path)).length,
    smartArt: names.filter((path) => /^word\/diagrams\/data\d*\.xml$/.test(path)).length,
  };
}
