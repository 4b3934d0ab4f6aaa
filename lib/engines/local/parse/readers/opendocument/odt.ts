/**
 * OpenDocument text (.odt): content.xml's office:body/office:text through odf-text, footnotes
 * after the text; metadata from meta.xml.
 */
import { htmlBuilder } from '@/lib/engines/local/parse/html-builder';
import type { HtmlReader } from '@/lib/engines/local/parse/parse-types';
import { descendantsNamed } from '@/lib/engines/local/parse/xml-document';
import { LeftOut } from '@/lib/engines/local/parse/readers/shared/left-out';
import { odfMetadata } from '@/lib/engines/local/parse/readers/opendocument/odf-meta';
import { ODT, openOdf } from '@/lib/engines/local/parse/readers/opendocument/odf-package';
import { readOdfStyles } from '@/lib/engines/local/parse/readers/opendocument/odf-styles';
import { block, notesBlocks, odfContext } from '@/lib/engines/local/parse/readers/opendocument/odf-text';
import { pauseNowAndThen } from '@/lib/engines/local/parse/readers/shared/pause-now-and-then';
import { t } from '@/lib/i18n/t';

export const readOdt: HtmlReader = async (bytes, context) => {
  const { name, signal } = context;
  context.report({ message: t('localParse_openingDocument') });
  const { zip, content } = openOdf(bytes, name, ODT);
  const text = descendantsNamed(content, 'text').find((el) => el.parentElement?.localName === 'body');
  const metadata = odfMetadata(zip, name);
  const { doc, el } = htmlBuilder(metadata.title);
  const leftOut = new LeftOut();
  const ctx = odfContext({ el, zip, styles: readOdfStyles(zip, content, name), leftOut, place: 1 });
  signal.throwIfAborted();
  context.report({ message: t('localParse_readingText') });

  const pause = pauseNowAndThen();
  const out: Node[] = [];
  for (const child of text ? Array.from(text.children) : []) {
    await pause();
    signal.throwIfAborted();
    block(child, ctx, out);
  }
  doc.body.append(...out, ...notesBlocks(ctx));
  const warnings = leftOut.sentences('pages');
  return { doc, htmlInput: false, metadata, ...(warnings.length ? { warnings } : {}) };
};
