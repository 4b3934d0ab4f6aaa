/**
 * EPUB books (2 and 3): the package's spine gives the chapters in reading order, each becomes a
 * <section> of one document, and the package metadata gives title, author and language.
 * Links between chapters are left as written (chapter2.xhtml#note-1); images are inlined.
 */
import { htmlBuilder } from '@/lib/engines/local/parse/html-builder';
import { fileProblem } from '@/lib/engines/local/parse/parse-errors';
import type { HtmlReader } from '@/lib/engines/local/parse/parse-types';
import { openZip } from '@/lib/engines/local/parse/zip-archive';
import { chapterSection, imageInliner } from '@/lib/engines/local/parse/readers/ebook/epub-chapter';
import { refuseDrm } from '@/lib/engines/local/parse/readers/ebook/epub-drm';
import { readEpubPackage } from '@/lib/engines/local/parse/readers/ebook/epub-package';
import { pauseNowAndThen } from '@/lib/engines/local/parse/readers/shared/pause-now-and-then';
import { notZipProblem, type OfficeKind } from '@/lib/engines/local/parse/readers/shared/zip-signature';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';

const EPUB_MIMETYPE = 'application/epub+zip';
const BOOK: OfficeKind = { what: 'localParse_kind_epub', extension: '.epub', app: 'localParse_app_ebook' };
const CHAPTER_TYPES = new Set(['application/xhtml+xml', 'text/html', 'application/x-dtbook+xml']);

export const readEpub: HtmlReader = async (bytes, context) => {
  const { name, signal, report } = context;
  const notZip = notZipProblem(bytes, name, BOOK);
  if (notZip) throw notZip;
  const zip = openZip(bytes, name, BOOK.what);
  const mimetype = zip.text('mimetype')?.trim();
  // Some tools leave the mimetype entry out; a container.xml is then proof enough of a book.
  if (mimetype ? mimetype !== EPUB_MIMETYPE : !zip.has('META-INF/container.xml')) {
    const what = mimetype ? t('localParse_zipTypeIs', mimetype) : t('localParse_zipNoMimetype');
    throw fileProblem(t('localParse_notEpub', name, what), 'unsupported-file');
  }
  refuseDrm(zip, name);
  const pkg = readEpubPackage(zip, name);
  const chapters = pkg.spine.filter((item) => CHAPTER_TYPES.has(item.mediaType) || /\.x?html?$/i.test(item.path));
  if (chapters.length === 0) {
    throw fileProblem(t('localParse_epubNoChapters', name), 'corrupt-file');
  }
  const b = htmlBuilder(pkg.metadata.title ?? name);
  if (pkg.metadata.language) b.doc.documentElement.lang = pkg.metadata.language;
  const inline = imageInliner(zip, pkg);
  const pause = pauseNowAndThen();
  for (const [i, item] of chapters.entries()) {
    await pause(); // Lets a cancel click reach the signal.
    signal.throwIfAborted();
    report({ message: t('localParse_readingChapter', i + 1, chapters.length), done: i, total: chapters.length });
    b.doc.body.append(chapterSection(b, zip.text(item.path) ?? '', item.path, inline));
  }
  report({ message: t('localParse_bookRead'), done: chapters.length, total: chapters.length });
  const skipped = pkg.spine.length - chapters.length;
  const warnings = skipped ? [tPlural('localParse_epubSkipped', skipped)] : undefined;
  return { doc: b.doc, htmlInput: false, metadata: pkg.metadata, sections: chapters.length, warnings };
};
