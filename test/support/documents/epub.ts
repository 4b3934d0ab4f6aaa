/**
 * An EPUB 3 book built from XML templates (see zip-package.ts for why no library): three chapters
 * listed in the manifest in one order and read in another (the spine's), a PNG in a sibling
 * folder, a nav document, and variants with obfuscated fonts and with DRM-encrypted chapters.
 */
import { xmlText, zipPackage } from './zip-package';

export const EPUB_TITLE = 'The Quiet Harbour';
export const EPUB_AUTHOR = 'Jane Doe';

export interface EpubChapter {
  id: string;
  file: string;
  title: string;
  body: string;
}

/** A 1×1 transparent PNG. */
export const PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** Manifest order: chapter 3, chapter 1, chapter 2. The spine reads them 1, 2, 3. */
export const defaultChapters: EpubChapter[] = [
  {
    id: 'c3',
    file: 'text/chapter-3.xhtml',
    title: 'Chapter 3: Home',
    body: '<p>They came back before dawn.</p><p>See <a href="chapter-1.xhtml#start">the start</a>.</p>',
  },
  {
    id: 'c1',
    file: 'text/chapter-1.xhtml',
    title: 'Chapter 1: The Harbour',
    body: '<p id="start">The boats lay still in the <em>grey</em> water.</p><figure><img src="../images/harbour.png" alt="The harbour at dawn"/></figure><script>alert(1)</script>',
  },
  {
    id: 'c2',
    file: 'text/chapter-2.xhtml',
    title: 'Chapter 2: The Storm',
    body: '<p>The wind rose at noon.</p><ul><li>Sails down</li><li>Nets in</li></ul>',
  },
];
export const SPINE = ['c1', 'c2', 'c3'];

export const chapterXhtml = (chapter: EpubChapter): string => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en">
<head><title>${xmlText(chapter.title)}</title><link rel="stylesheet" href="../style.css"/><style>p { margin: 0 }</style></head>
<body><section epub:type="chapter"><h1>${xmlText(chapter.title)}</h1>${chapter.body}</section></body>
</html>`;

const navXhtml = (chapters: EpubChapter[]): string => `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Contents</title></head>
<body><nav epub:type="toc"><ol>${SPINE.map((id) => chapters.find((c) => c.id === id))
  .map((c) => c && `<li><a href="${c.file}">${xmlText(c.title)}</a></li>`)
  .join('')}</ol></nav></body></html>`;

export const opfXml = (chapters: EpubChapter[], spine: string[]): string => `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="en">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="uid">urn:uuid:0f6a2c52-0000-4000-8000-000000000001</dc:identifier>
    <dc:title>${xmlText(EPUB_TITLE)}</dc:title>
    <dc:creator>${xmlText(EPUB_AUTHOR)}</dc:creator>
    <dc:language>en</dc:language>
    <dc:description>&lt;p&gt;A short &lt;b&gt;sea&lt;/b&gt; story.&lt;/p&gt;</dc:description>
    <dc:subject>Fiction</dc:subject><dc:subject>Sea stories</dc:subject>
    <meta property="dcterms:modified">2024-01-01T00:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    ${chapters.map((c) => `<item id="${c.id}" href="${c.file}" media-type="application/xhtml+xml"/>`).join('\n    ')}
    <item id="img" href="images/harbour.png" media-type="image/png"/>
    <item id="css" href="style.css" media-type="text/css"/>
  </manifest>
  <spine>${spine.map((id) => `<itemref idref="${id}"/>`).join('')}</spine>
</package>`;

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`;

/** encryption.xml for `uris`, with `algorithm` (font obfuscation, or AES for DRM). */
export const encryptionXml = (algorithm: string, uris: string[]): string => `<?xml version="1.0" encoding="UTF-8"?>
<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">${uris
  .map(
    (uri) =>
      `<enc:EncryptedData><enc:EncryptionMethod Algorithm="${algorithm}"/><enc:CipherData><enc:CipherReference URI="${uri}"/></enc:CipherData></enc:EncryptedData>`,
  )
  .join('')}</encryption>`;

export interface EpubOptions {
  chapters?: EpubChapter[];
  spine?: string[];
  mimetype?: string;
  extra?: Record<string, string | Uint8Array>;
}

export function makeEpub({
  chapters = defaultChapters,
  spine = SPINE,
  mimetype = 'application/epub+zip',
  extra = {},
}: EpubOptions = {}): Uint8Array {
  const parts: Record<string, string | Uint8Array> = {
    'META-INF/container.xml': CONTAINER,
    'OEBPS/content.opf': opfXml(chapters, spine),
    'OEBPS/nav.xhtml': navXhtml(chapters),
    'OEBPS/style.css': 'body { font-family: serif }',
    'OEBPS/images/harbour.png': PIXEL_PNG,
  };
  for (const chapter of chapters) parts[`OEBPS/${chapter.file}`] = chapterXhtml(chapter);
  return zipPackage(mimetype, { ...parts, ...extra });
}

/** Chapters encrypted for a reading app (the bytes here are only a stand-in for ciphertext). */
export const makeDrmEpub = (): Uint8Array =>
  makeEpub({
    extra: {
      'META-INF/encryption.xml': encryptionXml(
        'http://www.w3.org/2001/04/xmlenc#aes128-cbc',
        defaultChapters.map((c) => `OEBPS/${c.file}`),
      ),
      'META-INF/rights.xml': '<rights/>',
    },
  });

/** Only an embedded font obfuscated, which leaves the book readable. */
export const makeFontObfuscatedEpub = (): Uint8Array =>
  makeEpub({
    extra: {
      'META-INF/encryption.xml': encryptionXml('http://www.idpf.org/2008/embedding', ['OEBPS/fonts/serif.otf']),
      'OEBPS/fonts/serif.otf': new Uint8Array(16),
    },
  });
