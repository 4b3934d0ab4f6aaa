/**
 * The images a PDF page paints, as PNG data URIs (the `images` format). pdf.js decodes them in
 * its worker for the operator list; we draw each on an OffscreenCanvas once. Without one (not a
 * browser) there are no images, and the caller says so.
 */
import type { PDFPageProxy } from 'pdfjs-dist';

/** At most this many images per document: a scanned book would otherwise fill the history. */
export const MAX_PDF_IMAGES = 200;

interface DecodedImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8ClampedArray | Uint8Array;
  bitmap?: ImageBitmap;
}

export const canDrawImages = (): boolean => typeof OffscreenCanvas === 'function';

/** `list` is the page's operator list, read once for the page's ruling lines and its images. */
export async function pageImages(
  page: PDFPageProxy,
  list: { fnArray: number[]; argsArray: unknown[] },
  ops: { paintImageXObject: number; paintInlineImageXObject: number },
  budget: number,
): Promise<string[]> {
  if (budget <= 0 || !canDrawImages()) return [];
  const out: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < list.fnArray.length && out.length < budget; i++) {
    const fn = list.fnArray[i];
    if (fn !== ops.paintImageXObject && fn !== ops.paintInlineImageXObject) continue;
    const arg = (list.argsArray[i] as unknown[] | null | undefined)?.[0] as string | DecodedImage | undefined;
    const key = typeof arg === 'string' ? arg : `inline-${i}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const image = typeof arg === 'string' ? await objectOf(page, arg) : arg;
    const uri = image && (await toPngDataUri(image));
    if (uri) out.push(uri);
  }
  return out;
}

function objectOf(page: PDFPageProxy, id: string): Promise<DecodedImage | undefined> {
  const store = id.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    try {
      store.get(id, (value: DecodedImage | undefined) => resolve(value));
    } catch {
      resolve(undefined);
    }
  });
}

async function toPngDataUri(image: DecodedImage): Promise<string | undefined> {
  const { width, height } = image;
  if (!width || !height || width * height > 40_000_000) return undefined;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  if (image.bitmap) context.drawImage(image.bitmap, 0, 0);
  else if (image.data)
    context.putImageData(new ImageData(toRgba(image.data, width, height, image.kind), width, height), 0, 0);
  else return undefined;
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/png;base64,${btoa(binary)}`;
}

/** pdf.js's decoded pixels (1-bit gray, RGB or RGBA by `kind`) as RGBA for ImageData. */
function toRgba(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  kind = 3,
): Uint8ClampedArray<ArrayBuffer> {
  const pixels = width * height;
  const rgba = new Uint8ClampedArray(pixels * 4);
  if (kind === 3) rgba.set(data.subarray(0, pixels * 4));
  else if (kind === 2) {
    for (let p = 0, s = 0, d = 0; p < pixels; p++, s += 3, d += 4) {
      rgba[d] = data[s]!;
      rgba[d + 1] = data[s + 1]!;
      rgba[d + 2] = data[s + 2]!;
      rgba[d + 3] = 255;
    }
  } else {
    // 1 bit per pixel, each row padded to whole bytes.
    const rowBytes = (width + 7) >> 3;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const on = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
        const d = (y * width + x) * 4;
        rgba.fill(on ? 255 : 0, d, d + 3);
        rgba[d + 3] = 255;
      }
    }
  }
  return rgba;
}
