/**
 * DRM check: META-INF/encryption.xml lists encrypted parts. Font obfuscation (IDPF or Adobe) only
 * scrambles embedded fonts so they cannot be lifted, which leaves the text readable; any other
 * algorithm on anything but a font means the chapters are locked to a reader app.
 */
import { fileProblem } from '@/lib/engines/local/parse/parse-errors';
import { attrNamed, descendantsNamed, parseXml } from '@/lib/engines/local/parse/xml-document';
import type { ZipArchive } from '@/lib/engines/local/parse/zip-archive';
import { t } from '@/lib/i18n/t';

const FONT_OBFUSCATION = new Set(['http://www.idpf.org/2008/embedding', 'http://ns.adobe.com/pdf/enc#RC']);
const FONT_FILE = /\.(?:ttf|otf|woff2?|eot)$/i;

export function refuseDrm(zip: ZipArchive, name: string): void {
  const text = zip.text('META-INF/encryption.xml');
  const locked = (): never => {
    throw fileProblem(t('localParse_epubDrm', name), 'encrypted-file');
  };
  if (!text) return;
  for (const data of descendantsNamed(parseXml(text, 'META-INF/encryption.xml', name), 'EncryptedData')) {
    const method = descendantsNamed(data, 'EncryptionMethod')[0];
    const algorithm = method ? (attrNamed(method, 'Algorithm') ?? '') : '';
    const target = descendantsNamed(data, 'CipherReference')[0];
    const uri = target ? (attrNamed(target, 'URI') ?? '') : '';
    if (!FONT_OBFUSCATION.has(algorithm) && !FONT_FILE.test(uri)) locked();
  }
}
