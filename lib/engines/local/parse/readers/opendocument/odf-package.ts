/**
 * Opens an OpenDocument package and checks it is the expected type (its `mimetype` entry) before
 * anything is converted, so a wrong or damaged file gets a message in plain words.
 */
import { fileProblem } from '@/lib/engines/local/parse/parse-errors';
import { openZip } from '@/lib/engines/local/parse/zip-archive';
import type { ZipArchive } from '@/lib/engines/local/parse/zip-archive';
import { parseXml } from '@/lib/engines/local/parse/xml-document';
import { notZipProblem, wrongZipProblem } from '@/lib/engines/local/parse/readers/shared/zip-signature';
import type { OfficeKind } from '@/lib/engines/local/parse/readers/shared/zip-signature';
import { t } from '@/lib/i18n/t';

export interface OdfKind extends OfficeKind {
  mimetype: string;
}

export const ODT: OdfKind = {
  what: 'localParse_kind_odt',
  extension: '.odt',
  app: 'localParse_app_writer',
  mimetype: 'application/vnd.oasis.opendocument.text',
};
export const ODP: OdfKind = {
  what: 'localParse_kind_odp',
  extension: '.odp',
  app: 'localParse_app_impress',
  mimetype: 'application/vnd.oasis.opendocument.presentation',
};

export interface OdfPackage {
  zip: ZipArchive;
  content: XMLDocument;
}

export function openOdf(bytes: Uint8Array, name: string, kind: OdfKind): OdfPackage {
  const notZip = notZipProblem(bytes, name, kind);
  if (notZip) throw notZip;
  const zip = openZip(bytes, name, kind.what);
  const mimetype = zip.text('mimetype')?.trim();
  if (!mimetype) throw wrongZipProblem(name, kind, t('localParse_mimetypeEntry'));
  if (mimetype !== kind.mimetype) {
    const what = mimetype.startsWith('application/vnd.oasis.opendocument.')
      ? t('localParse_odfOtherKind', mimetype)
      : t('localParse_mimetypeFile', mimetype);
    throw fileProblem(
      t('localParse_odfWrongKind', name, what, t(kind.what), t(kind.app), kind.extension),
      'unsupported-file',
    );
  }
  if (zip.text('META-INF/manifest.xml')?.includes('encryption-data')) {
    throw fileProblem(t('localParse_odfPassword', name, t(kind.app)), 'unsupported-file');
  }
  const text = zip.text('content.xml');
  if (!text) throw wrongZipProblem(name, kind, 'content.xml');
  return { zip, content: parseXml(text, 'content.xml', name) };
}
