import { describe, expect, it } from 'vitest';
import { routeRequest } from '@/lib/bridge/route-request';
import { SERVICE_WORDING } from '@/lib/bridge/service-wording';
import { readMultipart } from '@/lib/bridge/multipart';
import { messages } from '../../support/real-messages';
import { fakeDeps, parseJob, relayed } from './fake-deps';
import { expectDocumented } from './response-docs';

interface Part {
  name: string;
  fileName?: string;
  type?: string;
  content: string;
}

const BOUNDARY = '----bridge-test-7f3a';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart body as a client's FormData sends it, relayed as the host relays it. */
function form(parts: Part[]) {
  const text =
    parts
      .map((part) => {
        const disposition = `form-data; name="${part.name}"${part.fileName ? `; filename="${part.fileName}"` : ''}`;
        const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
        return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n${part.content}\r\n`;
      })
      .join('') + `--${BOUNDARY}--\r\n`;
  return { kind: 'multipart', contentType: CONTENT_TYPE, base64: Buffer.from(text, 'utf8').toString('base64') };
}

const parse = (parts: Part[]) =>
  relayed('POST', '/v2/parse', form(parts), {
    headers: { Host: '127.0.0.1:3355', 'Content-Type': CONTENT_TYPE, 'User-Agent': 'python-requests/2.32' },
  });

const FILE: Part = { name: 'file', fileName: 'notes.html', type: 'text/html', content: '<h1>Notes</h1>\r\n<p>é</p>' };
const PARSED = {
  markdown: '# Notes\n\né',
  pages: [{ pageNumber: 1, markdown: '# Notes' }],
  metadata: { title: 'Notes' },
};

describe('POST /v2/parse (multipart)', () => {
  it('parses the file locally with its options, as a job; the answer in the v2 document’s shape', async () => {
    const deps = fakeDeps({ waitForJob: async () => parseJob(PARSED) });
    const options = {
      name: 'options',
      content: JSON.stringify({ formats: [{ type: 'markdown' }, 'links'], onlyMainContent: false }),
    };
    const answer = await routeRequest(parse([FILE, options]), deps);
    expect(answer.status).toBe(200);
    expectDocumented('v2 parse', answer.body);
    const [file, parsedOptions, client] = deps.startParse.mock.calls[0]!;
    expect({ name: file.name, type: file.type, text: new TextDecoder().decode(file.bytes) }).toEqual({
      name: 'notes.html',
      type: 'text/html',
      text: FILE.content,
    });
    expect(parsedOptions).toEqual({ formats: [{ type: 'markdown' }, 'links'], onlyMainContent: false });
    expect(client).toBe('a local program');
  });

  it('the options as a file part: the service’s own "Unexpected file field"', async () => {
    const answer = await routeRequest(parse([FILE, { name: 'options', fileName: 'blob', content: '{}' }]), fakeDeps());
    expect(answer).toEqual({
      status: 400,
      body: { success: false, code: 'BAD_REQUEST', error: SERVICE_WORDING.unexpectedFileField('options') },
    });
  });

  it.each([
    ['no file', [{ name: 'options', content: '{}' }], 'BAD_REQUEST', 'bridge_parseNoFile'],
    ['options not JSON', [FILE, { name: 'options', content: '{formats' }], 'BAD_REQUEST', 'bridge_parseOptionsJson'],
    ['options a list', [FILE, { name: 'options', content: '[]' }], 'BAD_REQUEST', 'bridge_parseOptionsObject'],
  ])('%s: 400 %s', async (_case, parts, code, key) => {
    const answer = await routeRequest(parse(parts as Part[]), fakeDeps());
    expect(answer).toEqual({ status: 400, body: { success: false, code, error: messages[key]!.message } });
  });

  it('an unsupported file type: 400 UNSUPPORTED_FILE_TYPE listing the extensions', async () => {
    const answer = await routeRequest(parse([{ ...FILE, fileName: 'run.exe' }]), fakeDeps());
    expect(answer).toMatchObject({ status: 400, body: { code: 'UNSUPPORTED_FILE_TYPE' } });
    expect((answer.body as { error: string }).error).toContain('.pdf');
  });

  it.each([
    [{ actions: [{ type: 'wait', milliseconds: 5 }] }, 'actions'],
    [{ formats: [{ type: 'screenshot' }] }, 'formats: screenshot'],
    [{ formats: ['markdown', 'branding'] }, 'formats: branding'],
    [{ waitFor: 100 }, 'waitFor'],
    [{ location: { country: 'US' } }, 'location'],
    [{ mobile: true }, 'mobile'],
    [{ proxy: 'enhanced' }, 'proxy: enhanced'],
  ])('%j: 400 PARSE_UNSUPPORTED_OPTIONS naming it', async (options, named) => {
    const answer = await routeRequest(parse([FILE, { name: 'options', content: JSON.stringify(options) }]), fakeDeps());
    expect(answer).toMatchObject({ status: 400, body: { code: 'PARSE_UNSUPPORTED_OPTIONS' } });
    expect((answer.body as { error: string }).error).toContain(named);
  });

  it('known options that do nothing for a parse (waitFor 0, no actions) pass; unknown keys are refused', async () => {
    const deps = fakeDeps();
    const harmless = { name: 'options', content: JSON.stringify({ waitFor: 0, actions: [], mobile: false }) };
    expect((await routeRequest(parse([FILE, harmless]), deps)).status).toBe(200);
    expect(deps.startParse.mock.calls[0]![1]).toEqual({});
    const unknown = { name: 'options', content: JSON.stringify({ pageOptions: {} }) };
    expect(await routeRequest(parse([FILE, unknown]), deps)).toMatchObject({
      status: 400,
      body: { error: SERVICE_WORDING.unrecognizedKey('v2') },
    });
  });

  it('a summary or OCR needs the service: forwarded as it came when allowed', async () => {
    const options = {
      name: 'options',
      content: JSON.stringify({ formats: ['summary'], parsers: [{ type: 'pdf', mode: 'ocr' }] }),
    };
    const refused = await routeRequest(parse([FILE, options]), fakeDeps());
    expect(refused.status).toBe(403);
    expect((refused.body as { error: string }).error).toContain('formats: summary, parsers: ocr');
    const forwarding = fakeDeps({
      forward: async (request) => ({ status: 200, body: { success: true, data: { summary: 's' }, got: request.body } }),
    });
    const answer = await routeRequest(parse([FILE, options]), forwarding);
    expect((answer.body as { got: unknown }).got).toEqual(form([FILE, options]));
  });

  it('a body that is not multipart has no file', async () => {
    const answer = await routeRequest(relayed('POST', '/v2/parse', { file: 'x' }), fakeDeps());
    expect(answer).toMatchObject({ status: 400, body: { error: messages.bridge_parseNoFile!.message } });
  });
});

describe('readMultipart', () => {
  it('reads binary parts byte for byte, a quoted boundary, and a preamble', () => {
    const bytes = new Uint8Array([0, 255, 13, 10, 45, 45, 1]);
    const head = Buffer.from(
      `preamble\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="a \\"q\\".pdf"\r\n\r\n`,
    );
    const tail = Buffer.from('\r\n--b\r\nContent-Disposition: form-data; name="options"\r\n\r\n{}\r\n--b--');
    const parts = readMultipart(
      new Uint8Array(Buffer.concat([head, bytes, tail])),
      'multipart/form-data; boundary="b"',
    );
    expect(parts?.map((p) => [p.name, p.fileName, [...p.bytes]])).toEqual([
      ['file', 'a "q".pdf', [...bytes]],
      ['options', undefined, [...Buffer.from('{}')]],
    ]);
  });

  it.each([
    ['no boundary', 'multipart/form-data', '--b\r\n'],
    ['not multipart', 'application/json; boundary=b', '--b--'],
    [
      'no closing delimiter',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx',
    ],
    ['a part without its disposition', 'multipart/form-data; boundary=b', '--b\r\nX: y\r\n\r\nx\r\n--b--'],
  ])('%s: undefined', (_case, type, text) => {
    expect(readMultipart(new Uint8Array(Buffer.from(text)), type)).toBeUndefined();
  });
});
