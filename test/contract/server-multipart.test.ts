import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { boundaryOf, readMultipart } from '../server/parse/multipart';

// The contract server's streaming multipart reader must not care where chunks split.
describe('readMultipart', () => {
  it('reads the same parts whatever the chunk size', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello\r\n--not-the-boundary\r\nworld\r\n'], { type: 'text/html' }), 'a.html');
    form.append('options', JSON.stringify({ formats: ['markdown'] }));
    const encoded = new Response(form);
    const boundary = boundaryOf(encoded.headers.get('content-type') ?? '') ?? '';
    const bytes = Buffer.from(await encoded.arrayBuffer());
    for (const size of [1, 3, 17, 4096]) {
      const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
        bytes.subarray(i * size, (i + 1) * size),
      );
      const result = await readMultipart(Readable.from(chunks) as unknown as IncomingMessage, boundary);
      expect(result.error).toBeUndefined();
      expect(result.files).toHaveLength(1);
      expect(result.files[0]).toMatchObject({ field: 'file', fileName: 'a.html', contentType: 'text/html', size: 34 });
      expect(result.files[0]?.data?.toString()).toBe('hello\r\n--not-the-boundary\r\nworld\r\n');
      expect(result.fields.get('options')).toBe('{"formats":["markdown"]}');
    }
  });

  it('counts but does not keep bytes over the limit', async () => {
    const body = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\n\r\n0123456789\r\n--b--\r\n',
    );
    const result = await readMultipart(Readable.from([body]) as unknown as IncomingMessage, 'b', 5);
    expect(result.error).toContain('50 MB');
    expect(result.files[0]).toMatchObject({ size: 10, data: null });
  });
});
