import type { IncomingMessage } from 'node:http';
import { HARD_LIMIT } from '../http-util';

// A streaming multipart/form-data reader. It keeps only a delimiter-sized tail between
// chunks, stores at most maxFileBytes of the file, counts (but drops) bytes beyond that, and
// keeps draining after a problem so the client receives the 400 instead of a broken pipe.
export interface FilePart {
  field: string;
  fileName: string;
  contentType: string;
  size: number;
  data: Buffer | null;
}
export interface MultipartResult {
  fields: Map<string, string>;
  files: FilePart[];
  /** First problem found: the request is answered 400 BAD_REQUEST with this message. */
  error?: string;
}

export const MAX_FILE_BYTES = 50 * 1024 * 1024;
const MAX_FIELD_BYTES = 1024 * 1024;
const MAX_HEADER_BYTES = 16 * 1024;
const CRLF2 = Buffer.from('\r\n\r\n');

export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return undefined;
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m?.[1] ?? m?.[2];
}

interface Current {
  field: string;
  fileName?: string;
  contentType: string;
  chunks: Buffer[];
  size: number;
  tooLarge: boolean;
}

export async function readMultipart(
  req: IncomingMessage,
  boundary: string,
  maxFileBytes = MAX_FILE_BYTES,
): Promise<MultipartResult> {
  const result: MultipartResult = { fields: new Map(), files: [] };
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // A leading CRLF lets the first boundary match the same delimiter as the others.
  let buf: Buffer = Buffer.from('\r\n');
  let state = 'preamble' as 'preamble' | 'after' | 'headers' | 'body' | 'done';
  let part: Current | undefined;
  let total = 0;
  const fail = (message: string) => {
    result.error ??= message;
  };

  const emit = (bytes: Buffer) => {
    if (!part || bytes.length === 0) return;
    part.size += bytes.length;
    const limit = part.fileName !== undefined ? maxFileBytes : MAX_FIELD_BYTES;
    if (part.size > limit) {
      part.tooLarge = true;
      part.chunks = [];
      if (part.fileName !== undefined)
        fail(`File too large: the maximum upload size is 50 MB (${maxFileBytes} bytes).`);
      else fail(`Field value too long: ${part.field}`);
    } else part.chunks.push(bytes);
  };
  const finish = () => {
    if (!part) return;
    const data = part.tooLarge ? null : Buffer.concat(part.chunks);
    if (part.fileName === undefined) result.fields.set(part.field, data?.toString('utf8') ?? '');
    else
      result.files.push({
        field: part.field,
        fileName: part.fileName,
        contentType: part.contentType,
        size: part.size,
        data,
      });
    part = undefined;
  };

  const step = () => {
    for (;;) {
      if (state === 'preamble' || state === 'body') {
        const at = buf.indexOf(delimiter);
        if (at === -1) {
          const keep = Math.min(buf.length, delimiter.length - 1);
          if (state === 'body') emit(buf.subarray(0, buf.length - keep));
          buf = Buffer.from(buf.subarray(buf.length - keep));
          return;
        }
        if (state === 'body') {
          emit(buf.subarray(0, at));
          finish();
        }
        buf = buf.subarray(at + delimiter.length);
        state = 'after';
      } else if (state === 'after') {
        const eol = buf.indexOf('\r\n');
        if (buf.length >= 2 && buf.subarray(0, 2).toString() === '--') {
          state = 'done';
          return;
        }
        if (eol === -1) {
          if (buf.length > 64) {
            fail('Malformed multipart body.');
            state = 'done';
          }
          return;
        }
        // Only transport padding (spaces/tabs) may sit between a boundary and its CRLF.
        if (!/^[ \t]*$/.test(buf.subarray(0, eol).toString('latin1'))) {
          fail('Malformed multipart body.');
          state = 'done';
          return;
        }
        buf = buf.subarray(eol + 2);
        state = 'headers';
      } else if (state === 'headers') {
        const end = buf.indexOf(CRLF2);
        if (end === -1) {
          if (buf.length > MAX_HEADER_BYTES) {
            fail('Malformed multipart body: part headers too long.');
            state = 'done';
          }
          return;
        }
        part = startPart(buf.subarray(0, end).toString('utf8'));
        if (!part) {
          fail('Malformed multipart body: part without a name.');
          state = 'done';
          return;
        }
        if (part.fileName !== undefined && part.field !== 'file') fail(`Unexpected file field: ${part.field}`);
        buf = buf.subarray(end + 4);
        state = 'body';
      } else return;
    }
  };

  for await (const chunk of req as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > HARD_LIMIT) {
      req.destroy();
      fail('Request body too large.');
      break;
    }
    if (state === 'done') continue;
    buf = buf.length > 0 ? Buffer.concat([buf, chunk]) : chunk;
    step();
  }
  if (state !== 'done') fail('Malformed multipart body: unexpected end of form.');
  return result;
}

function startPart(head: string): Current | undefined {
  let disposition = '';
  let contentType = 'text/plain';
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (name === 'content-disposition') disposition = line.slice(colon + 1);
    if (name === 'content-type') contentType = line.slice(colon + 1).trim();
  }
  const params = new Map<string, string>();
  for (const m of disposition.matchAll(/;\s*([\w*-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g)) {
    params.set((m[1] ?? '').toLowerCase(), (m[2] ?? m[3] ?? '').trim());
  }
  const field = params.get('name');
  if (!field) return undefined;
  const star = params.get('filename*');
  const fileName = star ? decodeURIComponent(star.replace(/^[\w-]*'[\w-]*'/, '')) : params.get('filename');
  return { field, fileName, contentType, chunks: [], size: 0, tooLarge: false };
}
