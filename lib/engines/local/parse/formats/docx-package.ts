/**
 * What the docx reader learns from the zip before mammoth sees it, in one cheap pass: that it is
 * a Word document, its core properties (the only part inflated here), and which parts mammoth
 * passes over silently (charts, SmartArt), from the entry names alone.
 */
import { strFromU8, unzipSync } from 'fflate';
import { CORE_PART } from './ooxml-core';
import { damagedZipProblem, notZipProblem, wrongZipProblem } from './zip-signature';
import type { OfficeKind } from './zip-signature';

export const WORD: OfficeKind = { what: 'a Word document', extension: '.docx', app: 'Word', legacy: 'Word 97-2003 (.doc)' };

export interface DocxPeek {
  coreXml?: string;
  charts: number;
  smartArt: number;
}

export function peekDocx(bytes: Uint8Array, name: string): DocxPeek {
  const notZip = notZipProblem(bytes, name, WORD);
  if (notZip) throw notZip;
  const peek: DocxPeek = { charts: 0, smartArt: 0 };
  let isWord = false;
  let entries: Record<string, Uint8Array>;
  try {
    // The filter sees every entry's name but only the core properties are inflated.
    entries = unzipSync(bytes, {
      filter: (file) => {
        const path = file.name;
        if (path.startsWith('word/')) isWord = true;
        if (/^word\/charts\/chart\d*\.xml$/.test(path)) peek.charts++;
        else if (/^word\/diagrams\/data\d*\.xml$/.test(path)) peek.smartArt++;
        return path === CORE_PART;
      },
    });
  } catch {
    throw damagedZipProblem(name, WORD);
  }
  if (!isWord) throw wrongZipProblem(name, WORD, 'word/document.xml');
  const core = entries[CORE_PART];
  if (core) peek.coreXml = strFromU8(core);
  return peek;
}
