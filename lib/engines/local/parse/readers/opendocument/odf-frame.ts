/**
 * A draw:frame: a picture (an img with the package's image as a data: URI), a text box (its
 * blocks), a table, or an embedded chart or object (left out, noted).
 */
import { childrenNamed } from '@/lib/engines/local/parse/xml-document';
import { CHART, EMBEDDED } from '@/lib/engines/local/parse/readers/shared/left-out';
import { mediaDataUri } from '@/lib/engines/local/parse/readers/shared/media-data-uri';
import { type OdfContext, XLINK } from '@/lib/engines/local/parse/readers/opendocument/odf-context';
import { odfTable } from '@/lib/engines/local/parse/readers/opendocument/odf-table';

/** An embedded object is a folder in the package; a chart's content.xml holds chart:chart. */
function isChart(object: Element, ctx: OdfContext): boolean {
  const folder = (object.getAttributeNS(XLINK, 'href') ?? '').replace(/^\.\//, '').replace(/\/$/, '');
  return ctx.zip.text(`${folder}/content.xml`)?.includes('<chart:chart') ?? false;
}

function image(frame: Element, picture: Element, ctx: OdfContext): Node[] {
  const path = (picture.getAttributeNS(XLINK, 'href') ?? '').replace(/^\.\//, '');
  const data = path && !/^[a-z][\w+.-]*:/i.test(path) ? ctx.zip.bytes(path) : undefined;
  if (!data) return []; // Linked (outside) pictures are never fetched.
  const alt =
    [childrenNamed(frame, 'desc')[0], childrenNamed(frame, 'title')[0]]
      .map((el) => el?.textContent?.trim())
      .find(Boolean) ?? '';
  return [ctx.el('img', { src: mediaDataUri(data, path), alt })];
}

export function frameBlocks(frame: Element, ctx: OdfContext): Node[] {
  const object = childrenNamed(frame, 'object')[0] ?? childrenNamed(frame, 'object-ole')[0];
  if (object) {
    // Its draw:image is only a preview of the object: the warning says what is missing.
    ctx.leftOut.add(object.localName === 'object' && isChart(object, ctx) ? CHART : EMBEDDED, ctx.place);
    return [];
  }
  const blocks: Node[] = [];
  let pictured = false;
  for (const child of Array.from(frame.children)) {
    if (child.localName === 'image' && !pictured) {
      // A frame may offer one picture in several formats (SVG and a PNG fallback): keep the first.
      const picture = image(frame, child, ctx);
      pictured = picture.length > 0;
      blocks.push(...picture);
    } else if (child.localName === 'text-box') blocks.push(...ctx.blocks(child));
    else if (child.localName === 'table') blocks.push(odfTable(child, ctx));
  }
  return blocks;
}
