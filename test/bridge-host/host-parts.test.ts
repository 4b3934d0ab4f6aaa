// The host's pieces on their own: framing, body chunks, the rate limit and the paths relayed.
import { describe, expect, it } from 'vitest';
import { MAX_TO_BROWSER, createFrameReader, encodeMessage } from '../../bridge-host/native-messaging.mjs';
import { BODY_CHUNK_BYTES, requestMessages } from '../../bridge-host/protocol.mjs';
import { createLimits, createTokenBucket, isStatusRead } from '../../bridge-host/rate-limit.mjs';
import { requestTarget } from '../../bridge-host/request-target.mjs';

function readAll(chunks: Buffer[], maxLength?: number) {
  const messages: unknown[] = [];
  const broken: string[] = [];
  const read = createFrameReader(
    (message) => messages.push(message),
    (reason) => broken.push(reason),
    maxLength,
  );
  for (const chunk of chunks) read(chunk);
  return { messages, broken };
}

describe('native messaging framing', () => {
  it('writes a 4-byte little-endian length and UTF-8 JSON', () => {
    const frame = encodeMessage({ type: 'pong', text: 'é' });
    const json = Buffer.from('{"type":"pong","text":"é"}', 'utf8');
    expect(frame.readUInt32LE(0)).toBe(json.length);
    expect(frame.subarray(4).equals(json)).toBe(true);
  });

  it('reads messages split anywhere, and several in one chunk', () => {
    const stream = Buffer.concat([encodeMessage({ a: 1 }), encodeMessage({ b: 'x'.repeat(5000) }), encodeMessage([3])]);
    const oneByteAtATime = [...stream].map((byte) => Buffer.from([byte]));
    const expected = [{ a: 1 }, { b: 'x'.repeat(5000) }, [3]];
    expect(readAll(oneByteAtATime).messages).toEqual(expected);
    expect(readAll([stream]).messages).toEqual(expected);
  });

  it('refuses to write a message over the 1 MB the browser accepts', () => {
    expect(() => encodeMessage({ data: 'x'.repeat(MAX_TO_BROWSER) })).toThrow(RangeError);
  });

  it('stops reading at a length over the limit or a payload that is not JSON', () => {
    const tooLong = Buffer.alloc(4);
    tooLong.writeUInt32LE(101);
    expect(readAll([tooLong, encodeMessage({ after: true })], 100)).toEqual({
      messages: [],
      broken: [expect.any(String)],
    });
    const notJson = Buffer.concat([Buffer.from([3, 0, 0, 0]), Buffer.from('{x}'), encodeMessage({ after: true })]);
    expect(readAll([notJson])).toEqual({ messages: [], broken: ['a message is not JSON'] });
  });
});

describe('a relayed body', () => {
  it('is cut into 700 KB chunks whose messages stay under 1 MB', () => {
    const body = Buffer.alloc(BODY_CHUNK_BYTES * 2 + 1, 7);
    const request = { id: 'r1', method: 'POST', path: '/v2/parse', query: {}, headers: {} };
    const messages = requestMessages(request, body);
    expect(messages[0]).toEqual({ type: 'request', ...request, bodyChunks: 3 });
    expect(messages.slice(1).map((message) => ({ ...message, data: undefined }))).toEqual(
      [0, 1, 2].map((seq) => ({ type: 'body', id: 'r1', seq, data: undefined })),
    );
    for (const message of messages) expect(encodeMessage(message).length).toBeLessThan(MAX_TO_BROWSER);
  });
});

describe('the rate limit', () => {
  it('lets a burst through, then one request per refill, and says when to retry', () => {
    let now = 0;
    const bucket = createTokenBucket({ perSecond: 10, burst: 20, now: () => now });
    for (let i = 0; i < 20; i++) expect(bucket.take()).toEqual({ ok: true });
    expect(bucket.take()).toEqual({ ok: false, retryAfterSeconds: 1 });
    now += 100;
    expect(bucket.take()).toEqual({ ok: true });
    expect(bucket.take().ok).toBe(false);
    now += 60_000;
    for (let i = 0; i < 20; i++) expect(bucket.take().ok).toBe(true);
    expect(bucket.take().ok).toBe(false);
  });
});

describe('the status reads’ own limit', () => {
  it('counts a job’s status, errors and cancel apart from the work, as the service’s CrawlStatus limiter does', () => {
    for (const [method, target] of [
      ['GET', '/v2/crawl/abc'],
      ['GET', '/v2/crawl/abc?skip=100'],
      ['GET', '/v1/crawl/abc/errors'],
      ['DELETE', '/v2/crawl/abc'],
      ['GET', '/v2/batch/scrape/abc/'],
      ['DELETE', '/v1/batch/scrape/abc'],
      ['GET', '/v2/agent/abc'],
      ['GET', '/v2/crawl/active'],
    ])
      expect(isStatusRead(method, target), `${method} ${target}`).toBe(true);
    for (const [method, target] of [
      ['POST', '/v2/crawl'],
      ['POST', '/v2/crawl/abc'],
      ['GET', '/v2/scrape'],
      ['POST', '/v2/batch/scrape'],
      ['GET', '/v2/crawl/abc/other'],
      ['GET', '/nothing'],
    ])
      expect(isStatusRead(method, target), `${method} ${target}`).toBe(false);
  });

  it('lets status reads through when the work has spent its bucket, and has a bucket of 25 a second itself', () => {
    let now = 0;
    const limits = createLimits({ now: () => now });
    for (let i = 0; i < 20; i++) expect(limits.take('POST', '/v2/scrape').ok).toBe(true);
    expect(limits.take('POST', '/v2/scrape')).toEqual({ ok: false, retryAfterSeconds: 1, kind: 'work', perSecond: 10 });
    for (let i = 0; i < 50; i++) expect(limits.take('GET', '/v2/crawl/abc').ok).toBe(true);
    expect(limits.take('GET', '/v2/crawl/abc')).toMatchObject({ ok: false, kind: 'status', perSecond: 25 });
    now += 1000;
    for (let i = 0; i < 25; i++) expect(limits.take('GET', '/v2/crawl/abc').ok).toBe(true);
    expect(limits.take('GET', '/v2/crawl/abc').ok).toBe(false);
  });
});

describe('the paths relayed', () => {
  it('are those under /v1/ and /v2/ (and the service’s /exchange/), dot segments resolved', () => {
    expect(requestTarget('/v1/scrape')).toEqual({ path: '/v1/scrape', query: {} });
    expect(requestTarget('/exchange/discover')).toEqual({ path: '/exchange/discover', query: {} });
    expect(requestTarget('/v2/batch/scrape/x/errors?a=1&a=2&__proto__=3')).toEqual({
      path: '/v2/batch/scrape/x/errors',
      query: { a: ['1', '2'], ['__proto__']: '3' },
    });
    for (const target of [
      '/',
      '/v1',
      '/v3/x',
      '/v1/../x',
      '/v1/%2e%2e/x',
      '//evil/v1/x',
      'http://evil/v1/x',
      '*',
      undefined,
    ]) {
      expect(requestTarget(target), String(target)).toBeUndefined();
    }
  });
});
