/**
 * The few style facts the OpenDocument readers use: which list styles number their items (per
 * level), and which text styles are bold or italic. Named styles live in styles.xml, automatic
 * ones in content.xml; both are read.
 */
import type { ZipArchive } from '@/lib/engines/local/parse/zip-archive';
import { attrNamed, childrenNamed, descendantsNamed, parseXml } from '@/lib/engines/local/parse/xml-document';

export interface OdfStyles {
  /** Is level `level` (1-based) of list style `name` numbered? */
  numbered(name: string | undefined, level: number): boolean;
  emphasis(name: string | undefined): { bold: boolean; italic: boolean };
}

export function readOdfStyles(zip: ZipArchive, content: XMLDocument, fileName: string): OdfStyles {
  const numberedLevels = new Map<string, Set<number>>();
  const emphasis = new Map<string, { bold: boolean; italic: boolean }>();
  const stylesText = zip.text('styles.xml');
  const docs: Document[] = [content];
  if (stylesText) {
    try {
      docs.push(parseXml(stylesText, 'styles.xml', fileName));
    } catch {
      // Looks only: the text reads fine without them.
    }
  }
  for (const doc of docs) {
    for (const listStyle of descendantsNamed(doc, 'list-style')) {
      const levels = new Set<number>();
      for (const level of childrenNamed(listStyle, 'list-level-style-number')) {
        // A number style with an empty format (style:num-format="") shows no numbers.
        if (attrNamed(level, 'num-format') !== '') levels.add(Number(attrNamed(level, 'level') ?? '1'));
      }
      numberedLevels.set(attrNamed(listStyle, 'name') ?? '', levels);
    }
    for (const style of descendantsNamed(doc, 'style')) {
      const props = childrenNamed(style, 'text-properties')[0];
      if (!props) continue;
      const bold = /^(bold|[6-9]00)$/.test(attrNamed(props, 'font-weight') ?? '');
      const italic = /^(italic|oblique)$/.test(attrNamed(props, 'font-style') ?? '');
      if (bold || italic) emphasis.set(attrNamed(style, 'name') ?? '', { bold, italic });
    }
  }
  const plain = { bold: false, italic: false };
  return {
    numbered: (name, level) => (name ? (numberedLevels.get(name)?.has(level) ?? false) : false),
    emphasis: (name) => (name ? (emphasis.get(name) ?? plain) : plain),
  };
}
