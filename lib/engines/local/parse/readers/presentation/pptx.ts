/**
 * PowerPoint (.pptx): the slides in presentation order (p:sldIdLst → presentation rels), one
 * <section> each (see pptx-slide); metadata from docProps/core.xml.
 */
import { htmlBuilder } from '@/lib/engines/local/parse/html-builder';
import type { HtmlReader } from '@/lib/engines/local/parse/parse-types';
import { openZip } from '@/lib/engines/local/parse/zip-archive';
import type { ZipArchive } from '@/lib/engines/local/parse/zip-archive';
import { descendantsNamed, parseXml } from '@/lib/engines/local/parse/xml-document';
import { LeftOut } from '@/lib/engines/local/parse/readers/shared/left-out';
import { CORE_PART, coreMetadata } from '@/lib/engines/local/parse/readers/shared/ooxml-core';
import { readRelationships, relId } from '@/lib/engines/local/parse/readers/shared/ooxml-rels';
import { pauseNowAndThen } from '@/lib/engines/local/parse/readers/shared/pause-now-and-then';
import { readSlide } from '@/lib/engines/local/parse/readers/presentation/pptx-slide';
import { notZipProblem, wrongZipProblem } from '@/lib/engines/local/parse/readers/shared/zip-signature';
import type { OfficeKind } from '@/lib/engines/local/parse/readers/shared/zip-signature';
import { t } from '@/lib/i18n/t';

const POWERPOINT: OfficeKind = {
  what: 'localParse_kind_pptx',
  extension: '.pptx',
  app: 'localParse_app_powerpoint',
  legacy: 'PowerPoint 97-2003 (.ppt)',
};
const PRESENTATION = 'ppt/presentation.xml';

function openPresentation(bytes: Uint8Array, name: string): ZipArchive {
  const notZip = notZipProblem(bytes, name, POWERPOINT);
  if (notZip) throw notZip;
  const zip = openZip(bytes, name, POWERPOINT.what);
  if (!zip.has(PRESENTATION)) throw wrongZipProblem(name, POWERPOINT, PRESENTATION);
  return zip;
}

/** Slide part paths in the order the presentation shows them. */
function slideParts(zip: ZipArchive, name: string): string[] {
  const presentation = parseXml(zip.text(PRESENTATION) ?? '', PRESENTATION, name);
  const rels = readRelationships(zip, PRESENTATION, name);
  return descendantsNamed(presentation, 'sldId')
    .map((sldId) => rels.get(relId(sldId, 'id') ?? ''))
    .flatMap((rel) => (rel && !rel.external && rel.type === 'slide' ? [rel.target] : []));
}

export const readPptx: HtmlReader = async (bytes, context) => {
  const { name, signal } = context;
  context.report({ message: t('localParse_openingPresentation') });
  const zip = openPresentation(bytes, name);
  signal.throwIfAborted();
  const parts = slideParts(zip, name);
  const metadata = coreMetadata(zip.text(CORE_PART), name);
  const { doc, el } = htmlBuilder(metadata.title);
  const deck = { zip, fileName: name, el, leftOut: new LeftOut(), layouts: new Map() };
  const pause = pauseNowAndThen();
  for (const [i, part] of parts.entries()) {
    await pause();
    signal.throwIfAborted();
    context.report({ message: t('localParse_readingSlide', i + 1, parts.length), done: i, total: parts.length });
    doc.body.append(readSlide(part, i + 1, deck));
  }
  if (!parts.length) doc.body.append(el('p', {}, t('localParse_noSlides')));
  const warnings = deck.leftOut.sentences('slides');
  return { doc, htmlInput: false, metadata, sections: parts.length, ...(warnings.length ? { warnings } : {}) };
};
