/**
 * OpenDocument presentation (.odp): each draw:page to a <section> (see odp-page), in document
 * order; metadata from meta.xml.
 */
import { htmlBuilder } from '@/lib/engines/local/parse/html-builder';
import type { HtmlReader } from '@/lib/engines/local/parse/parse-types';
import { descendantsNamed } from '@/lib/engines/local/parse/xml-document';
import { LeftOut } from '@/lib/engines/local/parse/readers/shared/left-out';
import { odfMetadata } from '@/lib/engines/local/parse/readers/opendocument/odf-meta';
import { ODP, openOdf } from '@/lib/engines/local/parse/readers/opendocument/odf-package';
import { readOdfStyles } from '@/lib/engines/local/parse/readers/opendocument/odf-styles';
import { odfContext } from '@/lib/engines/local/parse/readers/opendocument/odf-text';
import { readPage } from '@/lib/engines/local/parse/readers/presentation/odp-page';
import { pauseNowAndThen } from '@/lib/engines/local/parse/readers/shared/pause-now-and-then';
import { t } from '@/lib/i18n/t';

export const readOdp: HtmlReader = async (bytes, context) => {
  const { name, signal } = context;
  context.report({ message: t('localParse_openingPresentation') });
  const { zip, content } = openOdf(bytes, name, ODP);
  const presentation = descendantsNamed(content, 'presentation').find((el) => el.parentElement?.localName === 'body');
  const pages = presentation ? Array.from(presentation.children).filter((el) => el.localName === 'page') : [];
  const metadata = odfMetadata(zip, name);
  const { doc, el } = htmlBuilder(metadata.title);
  const leftOut = new LeftOut();
  const ctx = odfContext({ el, zip, styles: readOdfStyles(zip, content, name), leftOut, place: 1 });
  signal.throwIfAborted();

  const pause = pauseNowAndThen();
  for (const [i, page] of pages.entries()) {
    await pause();
    signal.throwIfAborted();
    context.report({ message: t('localParse_readingSlide', i + 1, pages.length), done: i, total: pages.length });
    doc.body.append(readPage(page, i + 1, ctx));
  }
  if (!pages.length) doc.body.append(el('p', {}, t('localParse_noSlides')));
  const warnings = leftOut.sentences('slides');
  return { doc, htmlInput: false, metadata, sections: pages.length, ...(warnings.length ? { warnings } : {}) };
};
