import { crc32, deflateSync } from 'node:zlib';

let cached: Buffer | undefined;

/** /static/architecture.png: a real 160x80 PNG (three coloured boxes), so an export has an image to keep. */
export function architecturePng(): Buffer {
  cached ??= encodePng(160, 80, (x) => (x < 50 ? [240, 180, 40] : x < 110 ? [60, 120, 200] : [90, 170, 90]));
  return cached;
}

function encodePng(width: number, height: number, colour: (x: number, y: number) => number[]): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1); // each row starts with filter type 0
    for (let x = 0; x < width; x++) {
      const edge = y % 40 < 2 || x % 50 < 2;
      rows.set(edge ? [255, 255, 255] : colour(x, y), start + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
